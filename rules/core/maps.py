"""Maps for every title: the places pieces stand in, the connections between them with what a
step costs, named groups of places, and the names players type.

A map is a graph. Its places are the nodes: 1812's land areas, Crisis 2020's Regions, Canadian
Civil War's squares. Places are joined by connections of one or more kinds (`Kind`), each with
the movement cost of one step along it:

* a *listed* kind is written place by place, on both sides of every connection: the map's first
  kind in ``neighbours`` (1812's land boundaries, Crisis 2020's shared borders, "7.2 Movement
  Costs", CCW's Paths between squares, "1.0 Game Terms"), any other kind in ``links``
  (Crisis 2020's dashed Transportation Lines, which cost two, "12.32 Movement");
* a *group* kind (``Kind.group`` set) joins every two places of one group of that group kind,
  with nothing listed: 1812's Large Bodies of Water, where an army crosses from any area on a
  water to any other area on the same one ("Water Movement").

Groups are named sets of places, one table per group kind: 1812's Large Bodies of Water, CCW's
Home Areas and Sections. A place names the groups it is in.

Connection kinds and their costs are rules, so a title declares them in code; places and
groups are data, in ``rules/<package>/data/<file>.toml``, read by `load_map` through
rules/core/data.py (an owner's corrected copy under ``GAME_DATA_DIR`` is read instead). A place,
with every field the format knows::

    [[region]]                          # the title names the table: "area", "region", "square"
    id = "greater-new-york"             # a slug: lower-case words joined by hyphens
    name = "Greater New York"
    aliases = ["New York", "NYC"]       # other names a player may type
    neighbours = ["new-england"]        # the first kind's connections, listed on both sides
    links = { transport = ["nato"] }    # the other listed kinds, listed on both sides too
    groups = ["usa"]                    # the groups it is in
    source = "rulebook 7.2"             # or "reconstructed: <why>"

A group (the title names the table and says which group kind it holds)::

    [[home_area]]
    id = "federalist"
    name = "Federalist Home Area"
    aliases = []
    note = ""                           # what it covers, for a reader of the file
    source = "rulebook 2.1"

A title adds fields to its places by subclassing `Place` (1812's homeland and Objectives) and
tables of its own by subclassing `Map` (1812's out-of-bounds land and Muster Areas).

`load_map` refuses a file the rules cannot use with a `MapDataError` naming the file and the
entry: an id used twice, a connection or a group naming an unknown id, a connection listed on
one side only, a place connected to itself, a name or alias two entries share (compared as
`normalize` folds them).

Names are looked up loosely (`Map.find`): case, accents, apostrophes, punctuation, hyphens,
"&"/"and" and extra spaces do not matter ("fort erie" finds Fort Erie); an unknown name is
refused with a `RuleError` naming the closest names.
"""

from __future__ import annotations

import difflib
import heapq
import re
import tomllib
import unicodedata
from collections.abc import Collection, Iterable, Mapping
from typing import Any, Generic, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator

from .data import data_path, load_toml
from .errors import RuleError
from .messages import Msg, Text

SLUG = r"^[a-z0-9]+(-[a-z0-9]+)*$"


class MapDataError(ValueError):
    """A map file the rules cannot use. The message names the file, the entry and the fault."""


def normalize(text: str) -> str:
    """'Fort Erie & Queenston' and 'fort-erie and  queenston' -> 'fort erie queenston':
    lower case, accents folded, apostrophes dropped, other punctuation and 'and' ignored."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    folded = re.sub(r"['’`]", "", folded)
    words = [w for w in re.findall(r"[a-z0-9]+", folded) if w != "and"]
    return " ".join(words)


class Kind(BaseModel):
    """A kind of connection and the movement cost of one step along it. With ``group`` set it
    joins every two places of one group of that group kind (1812's "water")."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str = ""
    cost: int = Field(default=1, ge=1)
    group: str | None = None


class Place(BaseModel):
    """A node of the map: an area, a region, a square."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    name: str
    aliases: list[str] = []
    neighbours: list[str] = []
    links: dict[str, list[str]] = {}
    groups: list[str] = []
    source: str


class Group(BaseModel):
    """A named set of places of one ``kind``: a Large Body of Water, a Home Area, a Section."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=SLUG)
    kind: str
    name: str
    aliases: list[str] = []
    note: str = ""
    source: str


P = TypeVar("P", bound=Place)
M = TypeVar("M", bound="Map[Any]")


class Map(BaseModel, Generic[P]):
    """Places, groups and connection kinds, checked when built (`load_map` gives the clearest
    errors). ``noun`` is what a player calls a place, ``rule`` what a refused name cites,
    ``hint`` what is said when no name comes close; ``file`` names the data in errors."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    file: str = "map"
    noun: Text = Msg("core-map-place")
    rule: str | None = None
    hint: Text = Msg("core-map-hint")
    kinds: tuple[Kind, ...] = (Kind(id="land"),)
    places: dict[str, P]
    groups: dict[str, Group] = {}

    _kinds: dict[str, Kind] = PrivateAttr(default_factory=dict)
    # kind -> place -> its neighbours along that kind, in listing (or map) order
    _adjacent: dict[str, dict[str, tuple[str, ...]]] = PrivateAttr(default_factory=dict)
    _members: dict[str, tuple[str, ...]] = PrivateAttr(default_factory=dict)
    # normalized name -> ("place" | "group", id), for ids, names and aliases
    _names: dict[str, tuple[str, str]] = PrivateAttr(default_factory=dict)

    # --- places and groups ---

    def place(self, place_id: str) -> P:
        try:
            return self.places[place_id]
        except KeyError:
            said = Msg("core-map-no-place", noun=self.noun, place=repr(place_id))
            raise RuleError(said, self.rule) from None

    def group(self, group_id: str) -> Group:
        try:
            return self.groups[group_id]
        except KeyError:
            said = Msg("core-map-no-group", group=repr(group_id))
            raise RuleError(said, self.rule) from None

    def members(self, group_id: str) -> list[str]:
        """The places in a group, in map order."""
        self.group(group_id)
        return list(self._members[group_id])

    def groups_of(self, place_id: str, kind: str | None = None) -> list[str]:
        """The groups a place is in (of one group ``kind``), in the order it lists them."""
        mine = self.place(place_id).groups
        return [g for g in mine if kind is None or self.groups[g].kind == kind]

    def shared(self, a: str, b: str, kind: str | None = None) -> list[str]:
        """The groups (of one group ``kind``) both places are in, in ``a``'s order."""
        theirs = set(self.groups_of(b, kind))
        return [g for g in self.groups_of(a, kind) if g in theirs]

    # --- connections and movement ---

    def _kind_ids(self, kinds: str | Iterable[str] | None) -> tuple[str, ...]:
        if kinds is None:
            return tuple(self._kinds)
        ids = (kinds,) if isinstance(kinds, str) else tuple(kinds)
        unknown = [k for k in ids if k not in self._kinds]
        if unknown:
            raise ValueError(
                f"{self.file} has no connection kind {unknown[0]!r}; its kinds: "
                + ", ".join(self._kinds)
            )
        return ids

    def neighbours(self, place_id: str, kinds: str | Iterable[str] | None = None) -> list[str]:
        """The places one step away along ``kinds`` (a kind id or several; all when None):
        each kind's in its order (listed kinds as listed, group kinds in map order), each
        place once."""
        self.place(place_id)
        ids = self._kind_ids(kinds)
        if len(ids) == 1:
            return list(self._adjacent[ids[0]][place_id])
        found = dict.fromkeys(p for k in ids for p in self._adjacent[k][place_id])
        return list(found)

    def _steps(self, place_id: str, kinds: tuple[str, ...]) -> dict[str, int]:
        """Neighbour -> the cost of the cheapest step to it along ``kinds``."""
        steps: dict[str, int] = {}
        for k in kinds:
            cost = self._kinds[k].cost
            for there in self._adjacent[k][place_id]:
                if there not in steps or cost < steps[there]:
                    steps[there] = cost
        return steps

    def cost(self, a: str, b: str, kinds: str | Iterable[str] | None = None) -> int | None:
        """What one step from ``a`` to ``b`` costs along the cheapest of ``kinds`` joining
        them; None when no connection of those kinds does."""
        self.place(a)
        self.place(b)
        return self._steps(a, self._kind_ids(kinds)).get(b)

    def reachable(
        self,
        start: str,
        allowance: int,
        kinds: str | Iterable[str] | None = None,
        *,
        blocked: Collection[str] = (),
        stops: Collection[str] = (),
    ) -> dict[str, int]:
        """Every place a piece in ``start`` reaches spending at most ``allowance``, with the
        least it costs, in map order (``start`` itself left out). A ``blocked`` place may not
        be entered; a place in ``stops`` may be entered but not left (a piece that enters an
        enemy-occupied area stops there)."""
        self.place(start)
        ids = self._kind_ids(kinds)
        best = {start: 0}
        queue = [(0, start)]
        while queue:
            spent, here = heapq.heappop(queue)
            if spent > best[here] or (here != start and here in stops):
                continue
            for there, cost in self._steps(here, ids).items():
                total = spent + cost
                if there in blocked or total > allowance or best.get(there, allowance + 1) <= total:
                    continue
                best[there] = total
                heapq.heappush(queue, (total, there))
        return {p: best[p] for p in self.places if p in best and p != start}

    # --- names ---

    def lookup(self, text: str) -> P | Group:
        """The place or group a player means by ``text``: its id, name or an alias, compared
        as `normalize` folds them. Raises RuleError naming the text and the closest names."""
        key = normalize(text)
        hit = self._names.get(key)
        if hit is None:
            hint = self._suggestion(key)
            said = Msg("core-map-no-name", noun=self.noun, text=repr(text), hint=hint)
            raise RuleError(said, self.rule)
        what, thing_id = hit
        return self.places[thing_id] if what == "place" else self.groups[thing_id]

    def find(self, text: str) -> P:
        """The place a player means by ``text`` (see `lookup`); a group's name is refused with
        the places it holds."""
        hit = self.lookup(text)
        if isinstance(hit, Group):
            names = ", ".join(self.places[p].name for p in self._members[hit.id])
            said = Msg("core-map-group", group=hit.name, noun=self.noun, names=names)
            raise RuleError(said, self.rule)
        return hit

    def _suggestion(self, key: str) -> str:
        labels = self._closest(key)
        if not labels:
            return self.hint
        return Msg("core-map-did-you-mean", names=Msg.join(*labels, sep=", "))

    def _closest(self, key: str) -> list[str]:
        """The names of at most four places or groups closest to ``key``: close spellings,
        then names that start with, or hold, what was typed ("sackets" -> Sackets Harbor)."""
        close = difflib.get_close_matches(key, list(self._names), n=6, cutoff=0.6)
        if key:
            close += [n for n in self._names if n.startswith(key) or f" {key}" in f" {n}"]
        labels: list[str] = []
        for name in close:
            label = self._label(*self._names[name])
            if label not in labels:
                labels.append(label)
        return labels[:4]

    def _label(self, what: str, thing_id: str) -> str:
        """How a suggestion names a place or a group: its data name (a title may say it in
        any language)."""
        return (self.places[thing_id] if what == "place" else self.groups[thing_id]).name

    # --- the data checks, then the indexes the queries read ---

    @model_validator(mode="after")
    def _check_and_index(self) -> Self:
        self._check_ids_and_names()
        self._check_kinds()
        for place in self.places.values():
            self._check_place(place)
        self._index()
        return self

    def _fail(self, message: str) -> MapDataError:
        return MapDataError(f"{self.file}: {message}")

    def _check_ids_and_names(self) -> None:
        for table, things in (("place", self.places), ("group", self.groups)):
            for key, thing in things.items():
                if key != thing.id:
                    raise self._fail(f"{table} {thing.id!r} is filed under the id {key!r}")
        both = sorted(set(self.places) & set(self.groups))
        if both:
            raise self._fail(f"{both[0]!r} is both a {self.noun} and a group id")
        for group in self.groups.values():
            if not group.kind:
                raise self._fail(f"group {group.id!r} has no kind")
        seen: dict[str, str] = {}
        for thing in [*self.places.values(), *self.groups.values()]:
            for text in dict.fromkeys(normalize(t) for t in (thing.id, thing.name, *thing.aliases)):
                if not text:
                    raise self._fail(f"{thing.id!r} has an empty name or alias")
                if text in seen and seen[text] != thing.id:
                    raise self._fail(
                        f"the name {text!r} is used by both {seen[text]!r} and {thing.id!r}"
                    )
                seen[text] = thing.id

    def _check_kinds(self) -> None:
        if not self.kinds:
            raise self._fail("the map has no connection kind")
        ids = [k.id for k in self.kinds]
        if len(set(ids)) != len(ids):
            raise self._fail(f"connection kinds repeat an id: {', '.join(ids)}")
        if self.kinds[0].group is not None:
            raise self._fail(f"the first kind ({ids[0]!r}, listed in neighbours) is a group kind")

    def _listed(self, place: Place, kind: str) -> list[str]:
        """The places ``place`` lists as joined to it by the listed ``kind``."""
        return place.neighbours if kind == self.kinds[0].id else place.links.get(kind, [])

    def _check_place(self, place: Place) -> None:
        where = f"{self.noun} {place.id!r}"
        others = [k.id for k in self.kinds[1:] if k.group is None]
        for kind in place.links:
            if kind not in others:
                known = ", ".join(others) or "none"
                raise self._fail(
                    f"{where} has links of kind {kind!r}; the kinds it may list: {known}"
                )
        for kind in [self.kinds[0].id, *place.links]:
            field = "neighbours" if kind == self.kinds[0].id else f"links.{kind}"
            ids = self._listed(place, kind)
            if len(set(ids)) != len(ids):
                raise self._fail(f"{where} lists a {self.noun} twice in its {field}")
            for other in ids:
                if other == place.id:
                    raise self._fail(f"{where} lists itself in its {field}")
                if other not in self.places:
                    raise self._fail(
                        f"{where} lists unknown {self.noun} {other!r} in its {field}"
                        + _did_you_mean(other, self.places)
                    )
                if place.id not in self._listed(self.places[other], kind):
                    raise self._fail(
                        f"{where} lists {other!r} in its {field} but {self.noun} {other!r} "
                        f"does not list {place.id!r}"
                    )
        if len(set(place.groups)) != len(place.groups):
            raise self._fail(f"{where} lists a group twice")
        for group in place.groups:
            if group not in self.groups:
                raise self._fail(
                    f"{where} is in unknown group {group!r}" + _did_you_mean(group, self.groups)
                )

    def _index(self) -> None:
        self._kinds = {k.id: k for k in self.kinds}
        self._members = {
            g: tuple(p for p, place in self.places.items() if g in place.groups)
            for g in self.groups
        }
        for kind in self.kinds:
            if kind.group is None:
                listed = {
                    p: tuple(self._listed(place, kind.id)) for p, place in self.places.items()
                }
            else:
                listed = {
                    p: tuple(q for q in self.places if q != p and self.shared(p, q, kind.group))
                    for p in self.places
                }
            self._adjacent[kind.id] = listed
        for what, things in (("place", self.places), ("group", self.groups)):
            for thing in things.values():
                for text in (thing.id, thing.name, *thing.aliases):
                    self._names.setdefault(normalize(text), (what, thing.id))


def _did_you_mean(wrong: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(wrong, list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def load_map(
    map_type: type[M],
    package: str,
    filename: str,
    *,
    places: str,
    groups: Mapping[str, str] | None = None,
    tables: Mapping[str, str] | None = None,
    kinds: Iterable[Kind] | None = None,
    data: dict[str, Any] | None = None,
) -> M:
    """The map in ``rules/<package>/data/<filename>`` (or ``data``, the same shape), built as
    ``map_type`` and checked. ``places`` names the table of places; ``groups`` maps a table of
    groups to its group kind (1812: ``{"water": "water"}``); ``tables`` maps a table of the
    title's own to the ``map_type`` field that takes it; ``kinds`` replaces ``map_type``'s
    connection kinds. Raises `MapDataError`."""
    file = f"{package}/{filename}"
    if data is None:
        try:
            data = load_toml(package, filename)
        except tomllib.TOMLDecodeError as exc:
            raise MapDataError(f"{data_path(package, filename)} is not valid TOML: {exc}") from None
    groups, tables = dict(groups or {}), dict(tables or {})
    known = [places, *groups, *tables]
    extra = [key for key in data if key not in known]
    if extra:
        raise MapDataError(
            f"{file} has a table {extra[0]!r} the map does not read; it reads: " + ", ".join(known)
        )
    entries = {table: _entries(data, table, file) for table in [places, *groups]}
    tables_of: dict[str, list[str]] = {}
    for table, rows in entries.items():
        for row in rows:
            tables_of.setdefault(row["id"], []).append(table)
    for thing_id, where in tables_of.items():
        if len(where) > 1:
            raise MapDataError(
                f"{file}: the id {thing_id!r} names more than one entry ("
                + ", ".join(f"[[{t}]]" for t in where)
                + ")"
            )
    fields: dict[str, Any] = {
        "file": file,
        "places": {row["id"]: row for row in entries[places]},
        "groups": {
            row["id"]: {**row, "kind": kind}
            for table, kind in groups.items()
            for row in entries[table]
        },
    }
    for table, field in tables.items():
        fields[field] = data.get(table, [])
    if kinds is not None:
        fields["kinds"] = tuple(kinds)
    try:
        return map_type.model_validate(fields)
    except ValidationError as exc:
        raise _clean(exc, file, places, {field: table for table, field in tables.items()}) from None


def _entries(data: dict[str, Any], table: str, file: str) -> list[dict[str, Any]]:
    rows = data.get(table, [])
    if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        raise MapDataError(f"{file}: {table!r} must be a list of entries, [[{table}]]")
    for number, row in enumerate(rows, 1):
        if not isinstance(row.get("id"), str):
            raise MapDataError(f"{file}: [[{table}]] entry {number} has no id")
    return rows


def _clean(
    exc: ValidationError, file: str, places: str, table_of: Mapping[str, str]
) -> MapDataError:
    """One MapDataError from pydantic's: a data check's own message as it is, else each entry
    and field at fault (``table_of``: a title's own field -> the table it was read from)."""
    problems = []
    for err in exc.errors():
        cause = err.get("ctx", {}).get("error")
        if isinstance(cause, MapDataError):
            return cause
        loc = [str(part) for part in err["loc"]]
        if len(loc) > 1 and loc[0] in ("places", "groups"):
            entry, rest = f"{places if loc[0] == 'places' else 'group'} {loc[1]!r}", loc[2:]
        elif len(loc) > 1 and loc[0] in table_of and loc[1].isdigit():
            entry, rest = f"[[{table_of[loc[0]]}]] entry {int(loc[1]) + 1}", loc[2:]
        else:
            entry, rest = ".".join(loc) or "the map", []
        field = f"{'.'.join(rest)}: " if rest else ""
        text = str(cause) if cause is not None else err["msg"]
        problems.append(f"{entry}: {field}{text}")
    return MapDataError(f"{file}: " + "; ".join(problems))
