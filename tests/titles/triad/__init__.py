"""The Triad: the smallest title that uses every seam a real one does, for the tests only.

Three roles (Red, Green, Blue); the "duel" scenario seats Red and Blue, "melee" all three. Each
has a pawn on a map of roads (cost 1) and a railway (cost 2) built on rules/core/maps.py, and a
secret Order card naming a place to reach. In turn, each role either moves its pawn up to 2,
raids on the 2d6 Raid Table (rules/core/tables/; doubles score one more, so the title reads
the dice), or passes (what `/game skip` may choose). Reaching the place of your Order reveals it
and scores a point, and you draw a new one. The first to 3 points wins; after 12 rounds, the
most points win (all who share the most).

1. Setup: the Order deck is shuffled and each seated role draws one; pawns start on
   `START`; Red moves first.
2. A turn: move, raid or pass, then the next seated role.
3. Orders: ending a move on your Order's place reveals it, scores 1 and draws the next.
4. The end: 3 points, or the end of round 12.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import ClassVar

from pydantic import Field

from rules.core import BaseTitle, Board, BoardField, Choice, GameState, Outcome, Private, RuleError
from rules.core.decks import Deck
from rules.core.maps import Kind, Map, Place, load_map
from rules.core.oracle import BaseOracle
from rules.core.protocol import Scenario
from rules.core.rng import Rng
from rules.core.tables import Table, parse_tables
from rules.core.text import plural
from rules.core.typed import Plan

DATA = Path(__file__).with_name("data")
ROLES = ("red", "green", "blue")
NAMES = {"red": "Red", "green": "Green", "blue": "Blue"}
START = {"red": "keep", "green": "market", "blue": "tower"}
MOVE = 2
WIN = 3
ROUNDS = 12
# Order card -> (its name, the place it names).
ORDERS = {
    "eagle": ("Eagle Order", "ford"),
    "lion": ("Lion Order", "mill"),
    "stag": ("Stag Order", "market"),
    "wolf": ("Wolf Order", "keep"),
    "hare": ("Hare Order", "tower"),
    "owl": ("Owl Order", "ford"),
}


class TriadMap(Map[Place]):
    kinds: tuple[Kind, ...] = (Kind(id="road", cost=1), Kind(id="rail", cost=2))


def _load_map() -> TriadMap:
    data = tomllib.loads((DATA / "map.toml").read_text(encoding="utf-8"))
    return load_map(TriadMap, "triad", "map.toml", places="place", data=data)


def _load_tables() -> dict[str, Table]:
    data = tomllib.loads((DATA / "tables.toml").read_text(encoding="utf-8"))
    return parse_tables(data, title="triad", origin=str(DATA / "tables.toml"))


MAP = _load_map()
TABLES = _load_tables()
RAID = TABLES["triad/raid"]


class TriadState(GameState):
    seated: list[str]
    pawns: dict[str, str]
    points: dict[str, int]
    orders: dict[str, list[str]]  # the Order each role holds, secret (at most one)
    revealed: list[str] = Field(default_factory=list)
    deck: Deck
    turn: str
    round: int = 1


class Triad(BaseTitle[TriadState]):
    id: ClassVar[str] = "triad"
    name: ClassVar[str] = "The Triad"
    roles: ClassVar[tuple[str, ...]] = ROLES
    role_names: ClassVar[dict[str, str]] = NAMES
    scenarios: ClassVar[dict[str, Scenario]] = {
        "duel": Scenario(id="duel", name="Duel", roles=("red", "blue")),
        "melee": Scenario(id="melee", name="Melee", description="All three at once."),
    }
    state_type = TriadState
    reconstructed: ClassVar[str] = "The map and the Raid Table are made up for the tests."

    # --- 1. Setup ---
    def _setup(self, state_fields: dict, rng: Rng) -> TriadState:
        seated = list(self.roles_in(state_fields["scenario"]))
        deck = Deck.shuffled(ORDERS, rng)
        state = TriadState(
            **state_fields,
            rng=rng,
            seated=seated,
            pawns={r: START[r] for r in seated},
            points={r: 0 for r in seated},
            orders={r: deck.draw(1, rng) for r in seated},
            deck=deck,
            turn=seated[0],
        )
        state.say(f"The Triad begins: {', '.join(NAMES[r] for r in seated)}. Red moves first.")
        return state

    # --- 2. A turn ---
    def active(self, state: TriadState) -> list[str]:
        return [] if state.outcome is not None else [state.turn]

    def _prompt(self, state: TriadState, role: str) -> tuple[str, list[Choice]]:
        here = state.pawns[role]
        reach = MAP.reachable(here, MOVE)
        moves = [
            Choice(verb="move", arg=p, label=f"Move to {MAP.place(p).name}")
            for p in reach
            if p != here
        ]
        return (
            f"Round {state.round}: move up to {MOVE} (a road costs 1, the rail 2), raid, or pass.",
            [*moves, Choice(verb="raid", label="Raid"), Choice(verb="pass", label="Pass")],
        )

    def _apply(self, state: TriadState, role: str, choice: Choice) -> None:
        if choice.verb == "move":
            state.pawns[role] = str(choice.arg)
            state.say(f"{NAMES[role]} moves to {MAP.place(str(choice.arg)).name}.")
            self._orders(state, role)
        elif choice.verb == "raid":
            self._raid(state, role)
        else:
            state.say(f"{NAMES[role]} passes.")
        self._next(state)

    def _raid(self, state: TriadState, role: str) -> None:
        read = RAID.resolve(column="Raid", rng=state.rng)
        gained = {"S": 1, "L": -1 if state.points[role] else 0, "-": 0}[read.result]
        if read.doubles:  # 3: doubles score one more, whatever the row says
            gained += 1
        state.points[role] += gained
        state.say(f"{NAMES[role]} raids: {read.text} ({plural(state.points[role], 'point')}).")

    # --- 3. Orders ---
    def _orders(self, state: TriadState, role: str) -> None:
        held = state.orders[role]
        if held and ORDERS[held[0]][1] == state.pawns[role]:
            card = held.pop()
            state.revealed.append(card)
            state.points[role] += 1
            state.say(f"{NAMES[role]} reveals the {ORDERS[card][0]} and scores.")
            state.orders[role] = state.deck.draw(1, state.rng)
            state.block_undo()

    # --- 4. The end ---
    def _next(self, state: TriadState) -> None:
        leaders = [r for r in state.seated if state.points[r] >= WIN]
        if leaders:
            state.outcome = Outcome(winners=leaders, reason=f"{NAMES[leaders[0]]} has {WIN}.")
            return
        order = state.seated
        following = order[(order.index(state.turn) + 1) % len(order)]
        if following == order[0]:
            state.round += 1
            if state.round > ROUNDS:
                best = max(state.points.values())
                winners = [r for r in order if state.points[r] == best]
                state.outcome = Outcome(winners=winners, reason=f"After {ROUNDS} rounds.")
                return
        state.turn = following

    # --- what players see ---
    def board(self, state: TriadState) -> Board:
        fields = [
            BoardField(
                name=NAMES[r],
                value=f"{MAP.place(state.pawns[r]).name}, {plural(state.points[r], 'point')}",
            )
            for r in state.seated
        ]
        return Board(headline=f"Round {state.round} · {NAMES[state.turn]} to move", fields=fields)

    def private(self, state: TriadState, role: str) -> Private:
        held = state.orders.get(role, [])
        if not held:
            return Private(text="No Order in hand.")
        name, place = ORDERS[held[0]]
        return Private(text=f"Your {name}: reach {MAP.place(place).name}.")

    # --- optional capabilities ---
    def pass_choice(self, state: TriadState, role: str) -> Choice | None:
        return next((c for c in self.choices(state, role) if c.verb == "pass"), None)

    def plan(self, state: TriadState, role: str, text: str) -> Plan:
        """`/play do:"move ford"`: a place named loosely (rules/core/maps.py, `Map.find`); the
        store refuses it in `apply`'s words if the move is not legal."""
        verb, _, rest = text.strip().partition(" ")
        if verb.lower() != "move" or not rest:
            raise RuleError('Type "move <place>", e.g. "move ford".')
        yield Choice(verb="move", arg=MAP.find(rest).id)


class TriadOracle(BaseOracle[TriadState]):
    def secrets(self, state: TriadState, role: str) -> set[str]:
        return {word for card in state.orders.get(role, []) for word in (card, ORDERS[card][0])}

    def invariant_problems(self, state: TriadState) -> list[str]:
        held = [c for r in state.seated for c in state.orders[r]]
        cards = sorted([*held, *state.revealed, *state.deck.draw_pile, *state.deck.discard_pile])
        problems = [] if cards == sorted(ORDERS) else [f"Order cards {cards}"]
        problems += [f"{r} has {n} points" for r, n in state.points.items() if n < 0]
        return problems


TITLE = Triad()
ORACLE = TriadOracle()
