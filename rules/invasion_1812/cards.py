"""The five faction decks and the five battle dice, loaded from ``data/cards.toml`` and
``data/dice.toml``.

Rulebook: "2. Play a Movement Card and Up to Two Special Cards" (twelve cards a faction, eight
Movement and four Special), "Truce Cards" (one a faction, a type of Movement Card), "Water
Movement" and "Canoe and Fishing Boat Army Size Limits" (Warship, Fishing Boat and Canoe
cards), "Battle Dice Results" (Hit, Flee and Command faces). The printed cards and dice are not
in the rulebook text; most entries are reconstructed and say so in ``source`` (ARCHITECTURE.md,
"Data and provenance").
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, model_validator

from ..core.data import load_toml
from ..core.messages import Msg
from .factions import FACTIONS, SIDE_OF, factions_of, units_of
from .names import printed

PACKAGE = "invasion_1812"

Kind = Literal["movement", "special"]
Mode = Literal["land", "warship", "fishing-boat", "canoe"]
Face = Literal["hit", "flee", "command"]

# The card id prefix of each faction: "br-01" ... "am-12".
PREFIXES: dict[str, str] = {
    "british-regulars": "br",
    "canadian-militia": "cm",
    "native-americans": "na",
    "american-regulars": "ar",
    "american-militia": "am",
}
CARDS_PER_FACTION = 12
MOVEMENT_NUMBERS = range(1, 9)  # 01-08: Movement Cards
TRUCE_NUMBER = 8  # 08: the faction's Truce Card, itself a Movement Card
SPECIAL_NUMBERS = range(9, 13)  # 09-12: Special Cards
FACES_PER_DIE = 6
# "Water Movement": the cards that cross a large body of water.
WATER_MODES: tuple[str, ...] = ("warship", "fishing-boat", "canoe")
MODE_NAMES: dict[str, str] = {
    "land": "Land",
    "warship": "Warship",
    "fishing-boat": "Fishing Boat",
    "canoe": "Canoe",
}

# The Special Cards' effects, one card each, in role order (British side, then American) and
# card number. The engine implements every key; its own test checks it against this tuple.
EFFECTS: tuple[str, ...] = (
    # British Regulars 09-12
    "mackinac-reinforcements",
    "fife-and-drum",
    "napoleon-defeated",
    "general-brock",
    # Canadian Militia 09-12
    "ambush",
    "billy-green",
    "training",
    "voltigeurs",
    # Native Americans 09-12
    "john-brant",
    "tecumseh",
    "war-path",
    "forest-scouts",
    # American Regulars 09-12
    "war-hawks",
    "william-harrison",
    "publication-ban",
    "forced-march",
    # American Militia 09-12
    "kentucky-militia",
    "hometown-support",
    "aisquith-sharpshooters",
    "turncoat",
)


class Card(BaseModel):
    """One card. Movement Cards say how many armies move, how far, how and with whom; Special
    Cards name the effect the engine applies."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    faction: str
    number: int
    name: str
    kind: Kind
    truce: bool = False
    text: str
    source: str
    # --- Movement Cards ---
    mode: Mode | None = None
    # How many armies may move (a Canoe: how many areas its units may come from).
    armies: int = 0
    # Land: how many areas each army may move; water: 1, one crossing.
    areas: int = 0
    # Fishing Boat: the most units in each army; Canoe: the most units in all.
    max_units: int | None = None
    # The factions whose units may be in an army this card moves (default: the card's side).
    may_carry: list[str] = []
    # Every army moved must include a unit of this faction (default: the card's own faction).
    must_include: str | None = None
    # --- Special Cards ---
    effect: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _movement_defaults(cls, data: Any) -> Any:
        # "2. Play a Movement Card...": "An army can be made up of units from different allied
        # factions" and "at least 1 unit in the army must belong to the active player".
        if isinstance(data, dict) and data.get("kind") == "movement":
            faction = data.get("faction")
            if faction in SIDE_OF:
                data = dict(data)
                data.setdefault("may_carry", factions_of(SIDE_OF[faction]))
                data.setdefault("must_include", faction)
        return data

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        where = f"card {self.id!r}"
        if self.faction not in PREFIXES:
            raise ValueError(f"{where}: unknown faction {self.faction!r}")
        expected = f"{PREFIXES[self.faction]}-{self.number:02d}"
        if self.id != expected:
            raise ValueError(f"{where}: a {self.faction} card number {self.number} is {expected!r}")
        if self.kind == "movement":
            self._check_movement(where)
        else:
            self._check_special(where)
        return self

    def _check_movement(self, where: str) -> None:
        if self.mode is None:
            raise ValueError(f"{where}: a Movement card needs a mode")
        if self.effect is not None:
            raise ValueError(f"{where}: a Movement card has no effect")
        if self.armies < 1 or self.areas < 1:
            raise ValueError(f"{where}: a Movement card moves at least 1 army 1 area")
        if self.mode in WATER_MODES and self.areas != 1:
            raise ValueError(f"{where}: a water card makes one crossing (areas = 1)")
        if self.mode in ("fishing-boat", "canoe") and self.max_units is None:
            raise ValueError(f"{where}: a {MODE_NAMES[self.mode]} card limits its units")
        if self.max_units is not None and self.max_units < 1:
            raise ValueError(f"{where}: max_units must be at least 1")
        side = factions_of(SIDE_OF[self.faction])
        strangers = [f for f in self.may_carry if f not in side]
        if not self.may_carry or strangers:
            raise ValueError(f"{where}: may_carry must name factions of its side, not {strangers}")
        if self.must_include not in self.may_carry:
            raise ValueError(f"{where}: must_include {self.must_include!r} is not in may_carry")

    def _check_special(self, where: str) -> None:
        if self.effect not in EFFECTS:
            raise ValueError(f"{where}: a Special card needs an effect from EFFECTS")
        if self.truce:
            raise ValueError(f"{where}: a Truce card is a Movement card")
        if (
            self.mode is not None
            or self.armies
            or self.areas
            or self.max_units is not None
            or self.may_carry
            or self.must_include is not None
        ):
            raise ValueError(f"{where}: a Special card has no movement fields")

    @property
    def code(self) -> str:
        """'AR-03'."""
        return self.id.upper()

    @property
    def is_water(self) -> bool:
        return self.mode in WATER_MODES

    @cached_property
    def called(self) -> str:
        """The card's name, in every language (catalogs/*/cards.ftl; names.py)."""
        return printed(f"i1812-card-{self.id}", self.name)

    @cached_property
    def said(self) -> str:
        """The card's text, in every language."""
        return printed(f"i1812-card-{self.id}-text", self.text)

    @cached_property
    def label(self) -> Msg:
        """'AR-03 Rapid March (3 armies × 2 areas)', 'AR-09 War Hawks (Special)'."""
        if self.kind == "special":
            move = Msg("i1812-move-special")
        elif self.mode == "land":
            move = Msg("i1812-move-land", armies=self.armies, areas=self.areas)
        elif self.mode == "warship":
            move = Msg("i1812-move-warship", armies=self.armies)
        elif self.mode == "fishing-boat":
            move = Msg("i1812-move-fishing-boat", armies=self.armies, units=self.max_units or 0)
        else:
            units = units_of(self.must_include or self.faction, self.max_units or 0)
            move = Msg("i1812-move-canoe", units=units)
        if self.truce:
            move = Msg("i1812-move-truce", move=move)
        return Msg("i1812-card-label", code=self.code, name=self.called, move=move)


class Die(BaseModel):
    """A faction's battle die: six faces of Hit, Flee and (blank) Command Decision."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    faction: str
    faces: list[Face]
    source: str

    @model_validator(mode="after")
    def _six_faces_of_each_kind(self) -> Self:
        where = f"die {self.faction!r}"
        if self.faction not in PREFIXES:
            raise ValueError(f"{where}: unknown faction")
        if len(self.faces) != FACES_PER_DIE:
            raise ValueError(f"{where}: a die has {FACES_PER_DIE} faces, not {len(self.faces)}")
        # "Battle Dice Results": each die combines Hit, Flee and Command Decision faces.
        missing = [face for face in ("hit", "flee", "command") if face not in self.faces]
        if missing:
            raise ValueError(f"{where}: no {', '.join(missing)} face")
        return self

    def count(self, face: str) -> int:
        return self.faces.count(face)

    @property
    def hits(self) -> int:
        return self.count("hit")

    @property
    def flees(self) -> int:
        return self.count("flee")

    @property
    def commands(self) -> int:
        return self.count("command")


# --- Loading ---


def load_cards() -> dict[str, Card]:
    """All 60 cards by id, checked deck by deck ("2. Play a Movement Card and Up to Two Special
    Cards", "Truce Cards")."""
    cards: list[Card] = []
    for entry in load_toml(PACKAGE, "cards.toml")["card"]:
        try:
            cards.append(Card(**entry))
        except ValueError as exc:  # pydantic's ValidationError is a ValueError
            raise ValueError(f"cards.toml, card {entry.get('id')!r}: {exc}") from exc
    by_id: dict[str, Card] = {}
    for card in cards:
        if card.id in by_id:
            raise ValueError(f"cards.toml repeats card {card.id!r}")
        by_id[card.id] = card
    for faction in FACTIONS:
        numbers = sorted(c.number for c in cards if c.faction == faction)
        if numbers != list(range(1, CARDS_PER_FACTION + 1)):
            raise ValueError(f"cards.toml: the {faction} deck is numbered {numbers}, not 1-12")
    for card in cards:
        if card.number in MOVEMENT_NUMBERS and card.kind != "movement":
            raise ValueError(f"cards.toml, card {card.id!r}: cards 01-08 are Movement cards")
        if card.number in SPECIAL_NUMBERS and card.kind != "special":
            raise ValueError(f"cards.toml, card {card.id!r}: cards 09-12 are Special cards")
        if card.truce != (card.number == TRUCE_NUMBER):
            raise ValueError(f"cards.toml, card {card.id!r}: card 08, and only 08, is the Truce")
    uses = Counter(c.effect for c in cards if c.effect is not None)
    for effect, n in uses.items():
        if n > 1:
            holders = [c.id for c in cards if c.effect == effect]
            raise ValueError(f"cards.toml, cards {holders}: effect {effect!r} is used {n} times")
    unused = [effect for effect in EFFECTS if effect not in uses]
    if unused:
        raise ValueError(f"cards.toml: no card has the effects {unused}")
    return by_id


def load_dice() -> dict[str, Die]:
    """One battle die per faction ("Components": 13 Battle Dice; "Battle Dice Results")."""
    dice: dict[str, Die] = {}
    for entry in load_toml(PACKAGE, "dice.toml")["die"]:
        try:
            die = Die(**entry)
        except ValueError as exc:
            raise ValueError(f"dice.toml, die {entry.get('faction')!r}: {exc}") from exc
        if die.faction in dice:
            raise ValueError(f"dice.toml repeats the die of {die.faction!r}")
        dice[die.faction] = die
    missing = [f for f in FACTIONS if f not in dice]
    if missing:
        raise ValueError(f"dice.toml has no die for {missing}")
    return {f: dice[f] for f in FACTIONS}


def decks_of(cards: dict[str, Card]) -> dict[str, list[str]]:
    """Each faction's card ids in number order."""
    return {
        faction: [
            c.id for c in sorted(cards.values(), key=lambda c: c.number) if c.faction == faction
        ]
        for faction in FACTIONS
    }


CARDS: dict[str, Card] = load_cards()
DECKS: dict[str, list[str]] = decks_of(CARDS)
DICE: dict[str, Die] = load_dice()


def card_of(faction: str, number: int) -> Card:
    """card_of("american-regulars", 3) is AR-03."""
    return CARDS[f"{PREFIXES[faction]}-{number:02d}"]
