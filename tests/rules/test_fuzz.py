"""Random-playout fuzzer over every title, scenario and option (ARCHITECTURE.md, "Testing a title").

For each seed a game is set up from a seed derived from the number, then played by random
legal choices picked with ``random.Random(seed)`` (here in the test, never in the rules) until
it ends or hits ``STEP_CAP``. Along the way it asserts (how often: ``LEAK_EVERY``,
``SAMPLE_EVERY``):

* every role that must act has at least one legal choice, until the game ends;
* a made-up verb, or a real choice sent by a role that is not asked to act, raises
  ``RuleError`` and nothing else, and leaves the state untouched;
* ``apply`` does not mutate its input;
* the state survives a JSON round-trip, equal and with identical JSON;
* no role's view (board, prompt, choices, private) newly shows, and no new log line names, a
  card id or name another role holds in secret at that moment (each title's oracle,
  rules/core/oracle.py, says what is secret through ``secrets(state, role)``, and whose
  secrets a role may see through ``sees_secrets_of(role)``: 1812's allies share their hands);
* a title's own invariants hold after every choice (its oracle's ``invariant_problems(state)``:
  1812's units and cards are conserved, and Canadian Civil War's Military Units);
* what a role may do at any moment (``Title.interrupts``) is taken now and then in half the
  games (``P_INTERRUPT``), so the play it interrupts is fuzzed as well;

and at the end that replaying the seed and the recorded choices gives byte-identical JSON.

How many games: ``FUZZ_GAMES`` per scenario and option variant, 6 when unset (what
``./scripts/test``, and so CI, runs: a fixed count, so that CI's time does not grow with the
hunt). The first ``QUICK_GAMES`` of each variant run in the quick loop
(``./scripts/test -m "not slow"``), so it still plays every title, scenario and option; the rest
are marked ``slow``. The scheduled run (``.ci/scheduled``) hunts further with
``FUZZ_GAMES=2000``; ``FUZZ_GAMES=100`` is a longer full run.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from rules import ORACLES, TITLES
from rules.core import Choice, RuleError, Title, seed_from_text
from rules.core.oracle import TitleOracle

# Variant i plays seeds i * SEED_STRIDE onwards, whatever FUZZ_GAMES says, so a seed in a test
# id names the same game at any count.
DEFAULT_GAMES = 6
SEED_STRIDE = 300
QUICK_GAMES = 1
BATCH = 25
# Titles whose batches of BATCH games take a minute of CPU or more (the Canadian Civil War's
# four seats, each viewed, over 500 choices a game): run first (tests/conftest.py).
LONG_TITLES = {"canadian-civil-war"}


def _games_per_variant() -> int:
    text = os.environ.get("FUZZ_GAMES", "").strip() or str(DEFAULT_GAMES)
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"FUZZ_GAMES={text!r}: give a number of games per variant, 1 or more")
    return int(text)


GAMES_PER_VARIANT = _games_per_variant()

# Observed with this policy over 300 games per variant: Spanish Civil War games end
# in 224 to 687 steps (416 on average), 1812's in 44 to 308 (104 to 181 on average by
# scenario). Four times the longest observed game leaves room for unlucky seeds, yet a game
# stuck in a loop stops within about two seconds. A title may set its own (its oracle's
# `playout_cap`, with the observed lengths that justify it).
STEP_CAP = 3000

# Checks that cost as much as a step run on some steps only, which still meets every phase
# thousands of times over the default 1,100 games (11 variants): the views for leaks on every
# second step and at the end (a secret that shows up and stays is still new at the next check),
# the round-trip, a refused choice and no mutation on every fifth (the round-trip again at the
# end). Legality and the new log lines are checked at every step.
LEAK_EVERY = 2
SAMPLE_EVERY = 5

# The picking policy: uniform over the legal choices, except that one step in three picks among
# the choices that take no argument ("done", "confirm", "pass", "decline", ...). Uniform picks
# alone make a game wander through reversible marks (pick a card, take it back) for thousands
# of steps; the nudge keeps every verb in play and games near their real length.
P_BARE = 1 / 3

# Interrupts (`Title.interrupts`: Canadian Civil War's National Emergency, 10.1) may be made by
# any role at any moment, so uniform picks among them would end most games at the first chance.
# The games of even seeds take one on a step with this chance whenever one is offered, so they
# reach the interrupted play; the others never do, and keep playing the game the interrupt
# would stop. Each batch checks that at least the oracle's `interrupt_share` of its games took
# one.
P_INTERRUPT = 1 / 40


@dataclass(frozen=True)
class Case:
    title_id: str
    scenario: str
    options: tuple[tuple[str, bool], ...]
    seeds: range

    def __str__(self) -> str:
        opts = ",".join(key for key, on in self.options if on) or "default"
        return f"{self.title_id}/{self.scenario}/{opts}/{self.seeds.start}-{self.seeds.stop - 1}"


def _variants(title: Title) -> Iterator[tuple[str, dict[str, bool]]]:
    """Each scenario with the default options, then with each option switched the other way."""
    defaults = {key: spec.default for key, spec in title.options.items()}
    for scenario in title.scenarios:
        yield scenario, defaults
        for key in title.options:
            yield scenario, {**defaults, key: not defaults[key]}


def _batches(first: int, games: int) -> Iterator[tuple[range, bool]]:
    """The seeds of one variant in test-sized batches, each with whether it is slow: the
    first ``QUICK_GAMES`` alone and quick, then batches that end on multiples of ``BATCH``."""
    stop = first + games
    quick = min(first + QUICK_GAMES, stop)
    yield range(first, quick), False
    start = quick
    while start < stop:
        end = min((start // BATCH + 1) * BATCH, stop)
        yield range(start, end), True
        start = end


def _cases() -> list[Any]:
    variants = [(tid, sc, opts) for tid, t in TITLES.items() for sc, opts in _variants(t)]
    cases = []
    for index, (title_id, scenario, options) in enumerate(variants):
        for seeds, slow in _batches(index * SEED_STRIDE, GAMES_PER_VARIANT):
            case = Case(title_id, scenario, tuple(sorted(options.items())), seeds)
            marks = [pytest.mark.slow] if slow else []
            if slow and title_id in LONG_TITLES:
                marks.append(pytest.mark.long)
            cases.append(pytest.param(case, marks=marks))
    return cases


@cache
def _pattern(term: str) -> re.Pattern[str]:
    # A whole id or name, not part of a longer one ("Garrison" is not inside "Garrisons").
    return re.compile(rf"(?<![\w-]){re.escape(term)}(?![\w-])")


def _named(term: str, text: str) -> bool:
    return term in text and _pattern(term).search(text) is not None


def _pick(rng: random.Random, choices: list[Choice]) -> Choice:
    bare = [c for c in choices if c.arg is None]
    if bare and rng.random() < P_BARE:
        return rng.choice(bare)
    return rng.choice(choices)


def _try_illegal(
    title: Title, roles: tuple[str, ...], state: Any, views: dict, rng: random.Random, where: str
) -> None:
    """A real choice sent by a role not asked to act (and not among what it may do at any
    moment), or a made-up verb: RuleError, nothing else."""
    active = views[roles[0]].active
    inactive = [role for role in roles if role not in active]
    role = rng.choice(inactive) if inactive else None
    others = [
        c
        for c in views[rng.choice(active)].choices
        if role is not None and not any(c.matches(own) for own in views[role].choices)
    ]
    if others and rng.random() < 0.5:
        choice = rng.choice(others)
    else:
        role = rng.choice(active)
        choice = Choice(verb=f"fuzz-{rng.randrange(10**6)}", arg=rng.choice([None, "x", 7]))
    try:
        title.apply(state, role, choice)
    except RuleError:
        return
    pytest.fail(f"{where}: {role} was allowed {choice.describe()!r}")


def _check_leaks(
    oracle: TitleOracle,
    roles: tuple[str, ...],
    state: Any,
    views: dict,
    seen: dict | None,
    new_lines: str,
    where: str,
) -> None:
    """Nobody learns a secret of another role: no new log line names one, and (when ``seen``
    holds the view texts of the last check, and ``views`` every role's view) no view newly
    shows one.

    Text that was already visible may stay (the board keeps the cards of the last attack, and
    those cards may since have been reshuffled and drawn), so only what appears now counts.
    The board and the log are the same in every view, so checking each role's view against the
    other roles' secrets also checks what a spectator sees.
    """
    secrets = {role: oracle.secrets(state, role) for role in roles}
    # What the log said before a reshuffle in this step no longer tells where those cards are
    # (Crisis 2020: Economic Collapse discards a hand by name, Extremists reshuffles the
    # discards, and the turn's draw may take one of them back): only the lines after the last
    # reshuffle are checked. Every other step checks all its lines, so a line that leaks is
    # still caught wherever it is written without a reshuffle.
    lines = new_lines.split("\n")
    last = max((i for i, line in enumerate(lines) if oracle.hides_again(line)), default=-1)
    still_hidden = "\n".join(lines[last + 1 :])
    for viewer in roles:
        # Allies may show each other their hands (1812: "Players from the same side may show
        # each other their cards"): the oracle says whose secrets a role may see.
        # A secret two roles share (an Issue both have seen, Canadian Civil War) is hidden
        # only from those who do not hold it.
        sees = oracle.sees_secrets_of(viewer)
        hidden = set().union(*(secrets[o] for o in roles if o not in sees)) - secrets[viewer]
        logged = [t for t in hidden if t in still_hidden and _named(t, still_hidden)]
        assert not logged, f"{where}: the log names {logged}, held in secret"
        if seen is None:
            continue
        text, old = views[viewer].model_dump_json(exclude={"log"}), seen[viewer]
        shown = [t for t in hidden if t in text and _named(t, text) and not _named(t, old)]
        assert not shown, f"{where}: {viewer} sees {shown}, held in secret by another role"
        seen[viewer] = text


def _check_round_trip(title: Title, state: Any, where: str) -> str:
    dumped = state.model_dump_json()
    loaded = title.load(dumped)
    assert loaded == state, f"{where}: the state differs from its JSON round-trip"
    assert loaded.model_dump_json() == dumped, f"{where}: the JSON differs after a round-trip"
    return dumped


def _play(title: Title, case: Case, seed: int) -> tuple[Any, list[tuple[str, Choice]], bool]:
    rng = random.Random(seed)
    state = title.setup(seed_from_text(f"fuzz-{seed}"), case.scenario, dict(case.options))
    # The roles this scenario seats; a title without hidden information has an oracle whose
    # secrets are empty (`rules.core.oracle.BaseOracle`), so every title is searched for leaks.
    roles = title.roles_in(case.scenario)
    oracle = ORACLES[case.title_id]
    seen = dict.fromkeys(roles, "")
    log_from = 0
    history: list[tuple[str, Choice]] = []
    interrupted = False
    label = f"{case} seed {seed}"
    interrupting = seed % 2 == 0
    for step in range(oracle.playout_cap() or STEP_CAP):
        where = f"{label} step {step}"
        whole = step % LEAK_EVERY == 0 or state.outcome is not None
        sampled = step % SAMPLE_EVERY == 0
        # Every role's view on the steps whose checks read them all, else the first role's (the
        # log, who acts) and those of the roles asked to act: a view costs as much as a step.
        first = title.view(state, roles[0])
        needed = roles if whole or sampled else (roles[0], *first.active)
        views = {role: first if role == roles[0] else title.view(state, role) for role in needed}
        new_lines = "\n".join(first.log[log_from:])
        _check_leaks(oracle, roles, state, views, seen if whole else None, new_lines, where)
        log_from = len(first.log)
        if state.outcome is not None:
            break
        active = first.active
        assert active, f"{where}: nobody is asked to act, yet the game is not over"
        for role in active:
            assert views[role].choices, f"{where}: {role} must act but has no legal choice"
        if sampled:
            dumped = _check_round_trip(title, state, where)
            _try_illegal(title, roles, state, views, rng, where)
        offered = [(r, c) for r in roles for c in title.interrupts(state, r)]
        if interrupting and offered and rng.random() < P_INTERRUPT:
            role, choice = rng.choice(offered)
            interrupted = True
        else:
            role = rng.choice(active)
            choice = _pick(rng, title.choices(state, role))
        history.append((role, choice))
        new = title.apply(state, role, choice)
        # Titles may state invariants of their own (1812: units and cards are conserved).
        problems = oracle.invariant_problems(new)
        assert not problems, f"{where}: {choice.describe()} broke {problems}"
        if sampled:
            assert state.model_dump_json() == dumped, f"{where}: a choice changed its input state"
        # A choice that may be taken back drew nothing from the rng (undo must not let anyone
        # peek at the future: `BaseTitle.apply` in rules/core/protocol.py), and the refusal is
        # given exactly when the view offers no undo (on the sampled steps: a view is dear).
        can_undo = title.undo_refusal(new, role) is None
        if can_undo:
            assert new.rng.counter == state.rng.counter, f"{where}: undoable after a draw"
        if sampled:
            assert title.view(new, role).can_undo == can_undo, where
        state = new
    _check_round_trip(title, state, f"{label} at the end")
    return state, history, interrupted


def _replay(title: Title, case: Case, seed: int, history: list[tuple[str, Choice]]) -> str:
    state = title.setup(seed_from_text(f"fuzz-{seed}"), case.scenario, dict(case.options))
    for role, choice in history:
        state = title.apply(state, role, choice)
    return state.model_dump_json()


@pytest.mark.parametrize("case", _cases(), ids=str)
def test_random_playouts(case: Case) -> None:
    title = TITLES[case.title_id]
    oracle = ORACLES[case.title_id]
    capped = []
    interrupted = 0
    for seed in case.seeds:
        state, history, took = _play(title, case, seed)
        interrupted += took
        if state.outcome is None:
            capped.append(seed)
            why = oracle.stalled(state)
            assert why is None, f"{case} seed {seed}: stopped at the cap, and stuck: {why}"
        assert _replay(title, case, seed, history) == state.model_dump_json(), (
            f"{case} seed {seed}: replaying the same choices gave a different game"
        )
    # A game that never ends is a bug (a loop with no way out); a rare long game is not. A
    # title whose random games outlast real ones sets its own cap, and its oracle's `stalled`
    # tells a stuck game from a long one instead.
    if oracle.playout_cap() is None:
        assert len(capped) <= len(case.seeds) // 10, f"{case}: seeds {capped} hit {STEP_CAP} steps"
    share = oracle.interrupt_share()
    assert interrupted >= share * len(case.seeds), (
        f"{case}: {interrupted} of {len(case.seeds)} games took an interrupt, fewer than "
        f"{share:.0%} (the oracle's interrupt_share)"
    )
