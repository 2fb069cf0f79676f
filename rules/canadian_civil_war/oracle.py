"""What tests know of Canadian Civil War that players never see (rules/core/oracle.py): the cards
in each hand, the face-down Issues each player has seen, and the counts every state keeps."""

from __future__ import annotations

from collections import Counter

from rules.core.messages import Msg
from rules.core.oracle import BaseOracle

from .components import DISPLAY, MILITARY, SCENARIOS
from .data import CRISIS_ZONE
from .emergency import STANCES
from .ops import NAMES, card_id, card_label, controller, key_of
from .state import OFF, CCWState


class CCWOracle(BaseOracle[CCWState]):
    def secrets(self, state: CCWState, role: str) -> set[str]:
        """The ids and labels of ``role``'s cards (labels carry the number: two cards may share
        a name), and the ids of the face-down Issues it has seen (an Issue's id names its kind,
        so it must never reach a public view)."""
        cards = {word for c in state.hands.get(role, []) for word in (c, card_label(c))}
        issues = {i for i, spec in state.issues.items() if role in spec.seen and not spec.public}
        return cards | issues | _stance(state, role)

    def invariant_problems(self, state: CCWState) -> list[str]:
        problems = []
        scenario = SCENARIOS[state.scenario]
        if set(state.actives) != set(scenario.dealt()):
            problems.append("the Active Pieces are not the scenario's")
        e = state.emergency
        for piece, active in state.actives.items():
            if active.where not in DISPLAY.places and active.where != OFF:
                problems.append(f"{piece} is in {active.where!r}")
            if e is not None:
                if (active.where == OFF) != (piece in e.removed):
                    problems.append(f"{piece} is off the display but not out of play, or back")
            elif active.where == OFF and state.phase != "setup" and not _government_away(state):
                problems.append(f"{piece} is off the display outside set-up and a formation")
        if e is not None:
            problems += _units(state)
        issue_keys = Counter(key_of(i) for i in state.issues.values() if i.where != OFF)
        problems += [f"{key} holds {n} Issues" for key, n in issue_keys.items() if n > 1]
        for issue, spec in state.issues.items():
            if spec.under is not None and key_of(state.actives[spec.under]) != key_of(spec):
                problems.append(f"{issue} is not where the Constituency on top of it is")
            owner = controller(state, issue)
            if owner is not None and owner not in spec.seen:
                problems.append(f"{issue} is controlled by {owner}, who has not seen it")
            if spec.where == CRISIS_ZONE and not spec.public:
                problems.append(f"{issue} is face down in the Crisis Zone")
        carried = Counter(spec.under for spec in state.issues.values() if spec.under)
        problems += [f"{p} controls {n} Issues" for p, n in carried.items() if n > 1]
        cards = [
            *state.deck.draw_pile,
            *state.deck.discard_pile,
            *(c for hand in state.hands.values() for c in hand),
        ]
        deck = sorted(card_id(n) for n in range(1, 57) if n not in scenario.removed_cards)
        if sorted(cards) != deck:
            doubled = sorted(c for c, n in Counter(cards).items() if n > 1)
            problems.append(f"cards missing {sorted(set(deck) - set(cards))}, doubled {doubled}")
        return problems

    def playout_cap(self) -> int:
        """Random players never steer toward the Issues they need, so their games run far past
        a real one. Observed with the fuzzer's policy, 20 games per scenario stopped at 12,000
        choices: the Quiet Revolution's ended in 540 to 10,705 (15 by 8.24, 2 by victory, 3
        still running), about 50 choices a Game-Turn; the Referendum's in 1,156 to 11,906 (8,
        all by victory; 12 still running), about 83 a Game-Turn. Played out, 300 per scenario
        would add most of an hour to the suite (about 2.6 s per 1,000 choices of the Referendum
        with the fuzzer's checks). 500 choices are Game-Turns 8 to 12 of the Quiet Revolution
        and 5 to 6 of the Referendum: in 30 games per scenario, every game had Contests, Crisis
        and Event Cards, provincial elections and votes, and National Elections came in all
        the Quiet Revolution's and 26 of the Referendum's. The games that end sooner are
        checked to their end, and the rules tests play both endings (11.1, 8.24) on purpose."""
        return 500

    def interrupt_share(self) -> float:
        """A third of the random games attempt a National Emergency (10.1), so the Emergency
        is fuzzed as well as the political game: the fuzzer offers interrupts in half its games
        (even seeds), and an eligible player turns up in nearly every game (the Quiet
        Revolution deals 3 Issues each; in the Referendum random play brings someone to 3
        within 20 to 220 choices)."""
        return 1 / 3

    def stalled(self, state: CCWState) -> str | None:
        """A game at the cap that has not reached Game-Turn 3 (the slowest game seen at the cap
        was in Game-Turn 5) is going round in circles within a turn."""
        e = state.emergency
        if e is not None:
            if e.turn == 0:
                return (
                    f"the National Emergency still at {e.stage} after {self.playout_cap()} choices"
                )
            return None
        if state.turn < MIN_TURNS:
            return f"still in Game-Turn {state.turn} after {self.playout_cap()} choices"
        return None


MIN_TURNS = 3


def _stance(state: CCWState, role: str) -> set[str]:
    """A sealed stance on a National Emergency (10.1), as the log writes it once revealed:
    only its player may know it until everyone has chosen."""
    e = state.emergency
    if e is None or role not in e.stances or len(e.stances) == len(e.voters):
        return set()
    return {Msg("ccw-ne-stance-of", color=NAMES[role], stance=STANCES[e.stances[role]])}


def _units(state: CCWState) -> list[str]:
    """The Military Units are conserved (10.2, 10.3): each given once, to one Side; once
    deployed, on the display or out of play, never both; waiting to deploy only before the
    first Game-Turn; every Issue off the display from deployment on (10.3)."""
    e = state.emergency
    assert e is not None
    problems = []
    unknown = [u for u in e.units if u not in MILITARY.units]
    problems += [f"{u} is not a Military Unit" for u in unknown]
    waiting = [u for u, _ in e.to_deploy]
    if len(set(waiting)) != len(waiting) or any(u not in e.units for u in waiting):
        problems.append(f"units waiting to deploy are doubled or unknown: {waiting}")
    for unit, placed in e.units.items():
        out = unit in e.removed
        where = placed.where
        if where != OFF and where not in DISPLAY.places:
            problems.append(f"{unit} is in {where!r}")
        if out and where != OFF:
            problems.append(f"{unit} is out of play yet on the display")
        if not out and where == OFF and unit not in waiting:
            problems.append(f"{unit} is neither on the display, nor out of play, nor waiting")
    if e.stage in ("movement", "combat"):
        if waiting:
            problems.append(f"units still to deploy in Game-Turn {e.turn}: {waiting}")
        problems += [
            f"{i} is still on the display" for i, s in state.issues.items() if s.where != OFF
        ]
    return problems


def _government_away(state: CCWState) -> bool:
    """8.2: the Prime Minister and the Civil Servants are off the display while a government is
    formed and until each is placed back."""
    return state.formation is not None or any(s.kind == "return" for s in state.queue)


ORACLE = CCWOracle()
