"""Building Spanish Civil War states by hand for the rules tests.

A state starts from a real setup (so it has the title's seeded rng) and then gets the hands,
piles and phase a test needs. Card ids are the slugs of ``data/cards.toml``.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.core import Choice, seed_from_text
from rules.core.decks import Deck
from rules.spanish_civil_war import CARDS, TITLE, SCWState

N, R = "nationalists", "republicans"
ROLES = (N, R)


def filler(n: int, *, besides: Iterable[str] = ()) -> list[str]:
    """``n`` card ids a test does not care about (none of ``besides``)."""
    taken = set(besides)
    return [card for card in CARDS if card not in taken][:n]


def fresh(options: dict[str, bool] | None = None, seed: str = "scw tests") -> SCWState:
    return TITLE.setup(seed_from_text(seed), "standard", options)


def build(
    phase: str,
    *,
    nationalists: Iterable[str] = (),
    republicans: Iterable[str] = (),
    draw: Iterable[str] = (),
    discard: Iterable[str] = (),
    active: str = N,
    options: dict[str, bool] | None = None,
    territory: tuple[int, int] = (5, 5),
    morale: tuple[int, int] = (10, 10),
) -> SCWState:
    """A state at the start of ``phase`` with exactly these hands, piles and tokens."""
    state = fresh(options)
    state.hands = {N: list(nationalists), R: list(republicans)}
    state.deck = Deck(draw_pile=list(draw), discard_pile=list(discard))
    state.territory = dict(zip(ROLES, territory, strict=True))
    state.morale = dict(zip(ROLES, morale, strict=True))
    state.phase = phase  # type: ignore[assignment]
    state.active_player = active
    state.event_turn = active
    state.passes = 0
    state.finished = []
    state.marked = {role: [] for role in ROLES}
    state.kept = {role: [] for role in ROLES}
    state.committed = {role: [] for role in ROLES}
    state.log = []
    return state


def act(state: SCWState, role: str, verb: str, arg: str | None = None) -> SCWState:
    return TITLE.apply(state, role, Choice(verb=verb, arg=arg))


def options_of(state: SCWState, role: str) -> list[tuple[str, str | int | None]]:
    return [(c.verb, c.arg) for c in TITLE.view(state, role).choices]


def attack(state: SCWState, nationalists: Iterable[str], republicans: Iterable[str]) -> SCWState:
    """Both sides commit these cards and confirm (the Nationalists first)."""
    for role, cards in ((N, nationalists), (R, republicans)):
        for card in cards:
            state = act(state, role, "commit", card)
        state = act(state, role, "confirm")
    return state


def quick_choice(role: str, choices: list[Choice]) -> int:
    """A policy that ends a game in about nine turns (~110 choices), for tests that need a whole
    game: the Nationalists commit everything and take territory; everyone else hurries along.
    Returns the index of the choice."""
    verbs = [c.verb for c in choices]
    wanted = ["take territory", "commit", "confirm", "done", "pass"]
    if role != N:
        wanted.remove("commit")
    return next((verbs.index(v) for v in wanted if v in verbs), 0)
