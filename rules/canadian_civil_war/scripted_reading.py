"""What the scripted player (scripted.py) reads of the game: only what its seat's view shows,
and the printed tables' odds, read off the tables themselves.

What a seat may read (3.0 step 2, 3.0 step 4, views.py): where every piece stands and whose
colour it shows, where every Issue lies and who controls it, an Issue's kind only when it lies
face up or the seat has seen it, its own hand, the public log. Never another hand, a face-down
Issue's kind, a sealed ballot or stance. So the shortfalls of the others (`short`) are read as
the seat can: an Issue it cannot read counts as one of the kinds still unseen anywhere, the
one that serves its holder best.

Every choice here is decided by arithmetic on the tables, never by a search: the chance of each
result of the Contest Table (7.3), the Election Table (8.3), the National Emergency Table
(10.81) and the three combat tables (10.85-10.87), at given odds and modifiers.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any, NamedTuple

from rules.core.tables import TableRoll

from .components import DISPLAY, ELECTION, SCENARIOS, TABLES
from .data import CRISIS_ZONE, SECTIONS
from .ops import controller, seated, shifted
from .state import CCWState

# --- the Issues as one seat reads them -----------------------------------------------------------


def kind_seen(state: CCWState, issue: str, role: str) -> str | None:
    """An Issue's kind if ``role`` may read it (face up, or seen: 3.0 step 2), else None."""
    spec = state.issues[issue]
    return spec.kind if spec.public or role in spec.seen else None


def needs(state: CCWState, color: str) -> Counter[str]:
    """The Issues ``color``'s Victory Conditions ask for, by kind (12.1, 12.2)."""
    return Counter(SCENARIOS[state.scenario].setup(color).victory)


class Reading:
    """Who controls which Issues, read once for a decision as ``role`` may read them: the kinds
    it can read of each player's Issues, how many it cannot, and the kinds still unseen."""

    def __init__(self, state: CCWState, role: str) -> None:
        self.role = role
        self.memo: dict[str, Any] = {}  # what a decision works out once (scripted_moves.py)
        self.colors = seated(state)
        self.known: dict[str, Counter[str]] = {c: Counter() for c in self.colors}
        self.hidden: Counter[str] = Counter()
        self.count: Counter[str] = Counter()  # Issues controlled (the tracks of 2.1)
        seen: Counter[str] = Counter()
        for issue in state.issues:
            kind = kind_seen(state, issue, role)
            if kind is not None:
                seen[kind] += 1
            owner = controller(state, issue)
            if owner is None:
                continue
            self.count[owner] += 1
            if kind is None:
                self.hidden[owner] += 1
            else:
                self.known[owner][kind] += 1
        self.unseen = Counter(SCENARIOS[state.scenario].issues) - seen
        self.needs = {c: needs(state, c) for c in self.colors}
        self._missing: dict[str, Counter[str]] = {}
        self._short: dict[str, float] = {}

    def missing(self, color: str) -> Counter[str]:
        """The kinds ``color`` still lacks, counting only the Issues the seat can read."""
        if color not in self._missing:
            self._missing[color] = self.needs[color] - self.known[color]
        return self._missing[color]

    def short(self, color: str) -> int:
        """How many Issues ``color`` is short of victory at least (11.1): each Issue of his the
        seat cannot read counted as a kind he lacks, as long as such Issues remain unseen."""
        missing = self.missing(color)
        fill = sum(min(n, self.unseen[k]) for k, n in missing.items())
        return sum(missing.values()) - min(self.hidden[color], fill)

    def likely_short(self, color: str) -> float:
        """How many Issues ``color`` is short of victory, on the average: each Issue of his the
        seat cannot read counted as one drawn from the kinds still unseen (3.0 step 2: the
        Issues are drawn blind)."""
        if color not in self._short:
            missing = self.missing(color)
            lacking = sum(missing.values())
            unseen = sum(self.unseen.values())
            useful = (
                sum(min(n, self.unseen[k]) for k, n in missing.items()) / unseen if unseen else 0
            )
            self._short[color] = lacking - min(self.hidden[color] * useful, lacking)
        return self._short[color]

    def wanted(self, color: str, kind: str | None) -> float:
        """The chance that an Issue of ``kind`` (None: one the seat cannot read, drawn from the
        kinds still unseen) is one ``color`` still lacks for victory."""
        missing = self.missing(color)
        if kind is not None:
            return float(missing[kind] > 0)
        unseen = sum(self.unseen.values())
        return sum(n for k, n in self.unseen.items() if missing[k]) / unseen if unseen else 0.0

    def counts_for(self, color: str, kind: str | None) -> bool:
        """Whether losing an Issue of ``kind`` (None: unread) may set ``color`` back: a kind
        his Victory Conditions ask for, of which he holds no more than they ask."""
        if kind is None:
            return True
        return self.needs[color][kind] > 0 and self.known[color][kind] <= self.needs[color][kind]


# --- the tables' odds ----------------------------------------------------------------------------


# The die tables by their short names (components.TABLES).
CONTEST, NATIONAL_EMERGENCY = "contest", "national-emergency"


@cache
def _results(table: str, column: str, modifier: str | None) -> tuple[str, ...]:
    """The six results of a die table in ``column``, the die modified by ``modifier``."""
    return tuple(
        TABLES[f"canadian-civil-war/{table}"]
        .resolve(column=column, roll=TableRoll.of([die]), modifiers=[modifier] if modifier else [])
        .result
        for die in range(1, 7)
    )


def chance(table: str, column: str, modifier: str | None, wins: tuple[str, ...]) -> float:
    """The chance of a result starting with one of ``wins`` (7.3: "C-" any conversion)."""
    return sum(r.startswith(wins) for r in _results(table, column, modifier)) / 6


@cache
def _odds_column(table: str, ours: int, theirs: int) -> str | None:
    """The odds column ``ours`` against ``theirs`` is read on (rounded in the defender's
    favour, 7.0; the last column beyond it), or None below the first (prohibited)."""
    if ours <= 0:
        return None
    labels = TABLES[f"canadian-civil-war/{table}"].column_labels
    if theirs <= 0:
        return labels[-1]
    ratio = ours // theirs
    found = None
    for label in labels:
        if int(label.split("-")[0]) <= ratio:
            found = label
    return found


def contest_odds(ours: int, theirs: int, modifier: str | None) -> tuple[float, float]:
    """(the chance of a C result, of a D result) of a Contest (7.3)."""
    column = _odds_column(CONTEST, ours, theirs)
    if column is None:
        return 0.0, 0.0
    return chance(CONTEST, column, modifier, ("C",)), chance(CONTEST, column, modifier, ("D",))


def combat_odds(table: str, ours: int, theirs: int, wins: tuple[str, ...]) -> float:
    """The chance of one of ``wins`` on a combat table of 10.85-10.87 (0 below 1-1)."""
    column = _odds_column(table, ours, theirs)
    return 0.0 if column is None else chance(table, column, None, wins)


def column_of(table: str, ours: int, theirs: int) -> int:
    """The odds a combat table reads ``ours`` against ``theirs`` at: 3 for 3-1, 0 below 1-1."""
    column = _odds_column(table, ours, theirs)
    return 0 if column is None else int(column.split("-")[0])


def created(pro: int, con: int) -> float:
    """The chance of "N" on the National Emergency Table (10.81), ``pro`` for to ``con``
    against."""
    return chance(NATIONAL_EMERGENCY, f"{pro}:{con}", None, ("N",))


@cache
def election_shift(issues: int, modifier: str | None) -> dict[int, float]:
    """The chance that a Constituency shifts one or two colours at an election (8.1, 8.3),
    its player controlling ``issues`` Issues, its die modified by ``modifier``."""
    found = {1: 0.0, 2: 0.0}
    for die in range(1, 7):
        read = ELECTION.resolve(
            value=issues, roll=TableRoll.of([die]), modifiers=[modifier] if modifier else []
        )
        if read.result in ("1", "2"):
            found[int(read.result)] += 1 / 6
    return found


# --- the display's Paths -------------------------------------------------------------------------


@cache
def paths() -> dict[str, tuple[str, ...]]:
    """Every place's neighbours along Paths (1.23; the Crisis Zone one place, 5.3)."""
    return {p: tuple(DISPLAY.neighbours(p)) for p in DISPLAY.places}


def reach(
    start: str, allowance: int, shut: frozenset[str] | set[str] = frozenset(), stops=frozenset()
) -> dict[str, int]:
    """The places a piece at ``start`` reaches within ``allowance`` Movement Points, one a
    square (1.25), each with its cost: never into ``shut``, never on out of ``stops`` (10.5);
    ``start`` left out. As rules.core.maps.Map.reachable reads the display, by a plain
    breadth-first walk: every Path costs one."""
    adjacent = paths()
    found = {start: 0}
    frontier = [start]
    for cost in range(1, allowance + 1):
        nxt = []
        for here in frontier:
            if here in stops and here != start:
                continue
            for there in adjacent[here]:
                if there not in found and there not in shut:
                    found[there] = cost
                    nxt.append(there)
        frontier = nxt
    del found[start]
    return found


@cache
def area(place: str) -> str:
    """The Home Area (a colour) a square belongs to, or the Crisis Zone."""
    return DISPLAY.place(place).area


@cache
def ring(place: str) -> int:
    """How far from the Crisis Zone a square of a Home Area is: 0 Administrative, 1 Legislative,
    2 Grassroots (2.1); the Crisis Zone -1."""
    if place == CRISIS_ZONE:
        return -1
    return SECTIONS.index(DISPLAY.place(place).section)  # type: ignore[arg-type]


@cache
def touching(color: str) -> frozenset[str]:
    """The places joined by a Path to a square of ``color``'s Home Area (7.21)."""
    adjacent = paths()
    return frozenset(n for s in DISPLAY.squares(color) for n in adjacent[s])


class _Scenario(NamedTuple):
    scenario: str


@cache
def shift(scenario: str, color: str, steps: int, toward: str) -> str:
    """The colour a piece of ``color`` shows after shifting ``steps`` toward ``toward``
    (ops.shifted: the Color Shift Matrices, 5.12, and 12.1's special rule 1), read once for
    each case: it depends on the scenario alone of the game."""
    return shifted(_Scenario(scenario), color, steps, toward)  # type: ignore[arg-type]
