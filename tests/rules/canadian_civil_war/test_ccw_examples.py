"""The rulebook's worked examples of Canadian Civil War, played on forced dice
(canadian-civil-war.txt): the Contest of 7.0, the stuck Civil Servant of 5.32 and the colour
shifts of 5.12 (the Color Shift Matrices, C-1 and C-2, and the Orange-against-Green example).

Each position is made with the test builder (ccw_build.py) and driven through the title's real
choices (``act``); the dice are forced with ``force_dice``, which also fails if the game rolls
more or fewer dice than the example does. The whole Sample Game-Turn (9.0) is in
test_ccw_sample_turn.py.
"""

from __future__ import annotations

import pytest
from ccw_build import act, build, force_dice, legal, started

from rules.canadian_civil_war import TITLE, movement
from rules.canadian_civil_war.components import CONTEST, PIECES
from rules.canadian_civil_war.ops import controller, convert, key_of, shifted
from rules.canadian_civil_war.state import CCWState

NAMES = {"red": "Red", "orange": "Orange", "green": "Green", "blue": "Blue"}

# The two Color Shift Matrices as printed (rulebook, "Color Shift Matrices"): original colour
# -> {colour shifted toward -> new colour}. The diagonal ("–") is left out: a piece shifting
# toward its own colour does not change. 12 cells a matrix, 24 in all.
ONE = {
    "red": {"orange": "orange", "green": "orange", "blue": "orange"},
    "orange": {"red": "red", "green": "green", "blue": "green"},
    "green": {"red": "orange", "orange": "orange", "blue": "blue"},
    "blue": {"red": "green", "orange": "green", "green": "green"},
}
TWO = {
    "red": {"orange": "orange", "green": "green", "blue": "green"},
    "orange": {"red": "red", "green": "green", "blue": "blue"},
    "green": {"red": "red", "orange": "orange", "blue": "blue"},
    "blue": {"red": "orange", "orange": "orange", "green": "green"},
}
CELLS = [
    (steps, old, toward, new)
    for steps, matrix in ((1, ONE), (2, TWO))
    for old, row in matrix.items()
    for toward, new in row.items()
]


def since(state: CCWState, mark: int) -> list[str]:
    return state.log[mark:]


def prompt(state: CCWState, role: str) -> str:
    return TITLE.view(state, role).prompt


# --- 7.0: 3 against 2 is 1-1 ----------------------------------------------------------------


def test_7_0_ratio_is_rounded_in_the_defenders_favour() -> None:
    """7.0 Procedure, example: 3 (2 + 1) against 2 (1 + 1) "would be 1-1 since fractions are
    always rounded off in favor of the Defender"; 9.3: 5 against 2 is 2-1. The Contest Table's
    reading, without the board."""
    assert CONTEST.resolve(attacker=3, defender=2, roll=1).column == "1-1"
    assert CONTEST.resolve(attacker=5, defender=2, roll=1).column == "2-1"
    assert CONTEST.resolve(attacker=4, defender=2, roll=1).column == "2-1"
    assert CONTEST.resolve(attacker=7, defender=2, roll=1).column == "3-1"


def _seven_zero() -> CCWState:
    """7.0's example: "A Red Interest Group and Constituency are contesting control of an
    Orange Constituency and Taxation Issue." Reconstructed where the example is silent: the
    Interest Group is Wood, the Constituencies Ontario 3 (Red) and Ontario 8 (Orange); both
    stacks stand in the Red Home Area (Red A2 against Red A1, joined by a Path, 7.21), so the
    Contester, in his own Home Area, has no die modifier (7.3)."""
    return build(
        {
            "wood": ("red-a2", "red"),
            "ont-3": ("red-a2", "red"),
            "ont-8": ("red-a1", "orange"),
        },
        {"tax-1": ("red-a1", "ont-8")},
        player="red",
        phase="contest",
    )


# The 1-1 column of the Contest Table, rows 1-6 (7.3); the 2-1 column would read C-2, C-1, C-1,
# C-1, –, D-1 on the same rolls, so each roll tells the columns apart.
ONE_TO_ONE = {
    1: "C-1 (Defending Piece(s) converted one color toward the Contester's color and Issue "
    "passes to Control of the Contester)",
    2: "C-1 (Defending Piece(s) converted one color toward the Contester's color and Issue "
    "passes to Control of the Contester)",
    3: "C-1 (Defending Piece(s) converted one color toward the Contester's color and Issue "
    "passes to Control of the Contester)",
    4: "– (No effect)",
    5: "D-1 (Contesting Piece(s) converted one color toward the Defender's color)",
    6: "D-1 (Contesting Piece(s) converted one color toward the Defender's color)",
}


@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5, 6])
def test_7_0_red_interest_group_and_constituency_contest_at_one_to_one(
    monkeypatch: pytest.MonkeyPatch, roll: int
) -> None:
    """7.0 Procedure, example: the Contester's strength is 3 (a Red Interest Group, 2, and a
    Constituency, 1), the Defender's 2 (an Orange Constituency, 1, and the Taxation Issue, 1,
    7.11): the ratio is 1-1, and the die is read on the 1-1 column (7.3)."""
    state = _seven_zero()
    assert ("contest", "red-a1") in [(c.verb, c.arg) for c in legal(state, "red")]
    state = act(state, "red", "contest", "red-a1")
    state = act(state, "red", "add", "red-a2")
    assert prompt(state, "red") == (
        "Contest against Red A1 (Orange Ontario 8, face-down Issue): 3 against 2, column 1-1. "
        "Roll when ready."
    )
    mark = len(state.log)
    with force_dice(monkeypatch, roll):
        state = act(state, "red", "roll")
    log = since(state, mark)
    assert log[0] == (
        "⚖️ Red contests Red A1: Red Ontario 3 (1) + Red Wood (2) against Orange Ontario 8 (1) "
        f"+ face-down Issue (1): Contest Table (7.3): 3 vs 2 -> 1-1; die {roll} -> "
        f"{ONE_TO_ONE[roll]}."
    )
    colors = {p: state.actives[p].color for p in ("wood", "ont-3", "ont-8")}
    if roll <= 3:  # C-1: the Issue passes beneath Red's Constituency, Ontario 8 turns Red
        assert log[1:] == [
            "The face-down Issue passes beneath Red Ontario 3 in Red A2.",
            "Ontario 8 turns from Orange to Red.",
        ]
        assert colors == {"wood": "red", "ont-3": "red", "ont-8": "red"}
        assert state.issues["tax-1"].under == "ont-3"
        assert key_of(state.issues["tax-1"]) == "red-a2"
        assert controller(state, "tax-1") == "red"
    elif roll == 4:  # –
        assert log[1:] == []
        assert colors == {"wood": "red", "ont-3": "red", "ont-8": "orange"}
        assert controller(state, "tax-1") == "orange"
    else:  # D-1: the Contesting Pieces turn one colour toward Orange
        assert log[1:] == ["Ontario 3 turns from Red to Orange.", "Wood turns from Red to Orange."]
        assert colors == {"wood": "orange", "ont-3": "orange", "ont-8": "orange"}
        assert state.issues["tax-1"].under == "ont-8"
        assert controller(state, "tax-1") == "orange"
    # 7.24: each stack contests or defends once a Player-Turn: Red A1 is no longer offered.
    assert "red-a1" not in [c.arg for c in legal(state, "red", "contest")]


# --- 5.32: the NH&W piece stuck with the uncontrolled Tax Issue -------------------------------


def test_5_32_crisis_tax_calls_the_tax_issue_with_the_nhw_piece(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """5.32, example: "The Federalist Player (Red) controls the Taxation Issue on a Control
    Point. The Issue is stacked with the National Health and Welfare Piece (NH&W) ... The
    Orange Player ... plays a Crisis in Taxation Card, and the Taxation Issue is called into
    the Crisis Zone." Reconstructed: the Control Point is Red A3, the card #36 (the printed
    "CRISIS — Tax", 2.3); the other Tax Issue lies beneath Green's Ontario 11; nobody but Red
    votes to block (5.4)."""
    state = build(
        {"health-welfare": ("red-a3", "red"), "ont-11": ("green-g5", "green")},
        {"tax-1": ("red-a3", None), "tax-2": ("green-g5", "ont-11")},
        player="orange",
        phase="opportunity",
        hands={"orange": ["poc-36"]},
    )
    assert controller(state, "tax-1") == "red"  # 5.13 B: on Red's Control Point
    state = act(state, "orange", "play", "poc-36")
    assert [c.arg for c in legal(state, "orange", "to")] == ["red-a3", "green-g5"]
    state = act(state, "orange", "to", "red-a3")
    state = act(state, "red", "nay")
    state = act(state, "green", "aye")
    mark = len(state.log)
    state = act(state, "blue", "aye")
    assert since(state, mark) == [
        "Votes: Red against (12), Orange for (10), Green for (7), Blue for (10): "
        "27 for, 12 against: the Issue is called.",
        "Called into the Crisis Zone from Red A3: Red National Health & Welfare, Tax Issue.",
    ]
    tax, nhw = state.issues["tax-1"], state.actives["health-welfare"]
    assert (key_of(tax), tax.under, tax.called_from, tax.public) == (
        "crisis-zone:1",
        None,
        "red",
        True,
    )
    assert (key_of(nhw), nhw.color) == ("crisis-zone:1", "red")
    # "The Issue is not under the control of any Player" (5.31: the Crisis Zone controls
    # nothing) "... The NH&W piece cannot unstack from the Issue Piece".
    assert controller(state, "tax-1") is None
    assert movement.stuck(state, "health-welfare")
    assert "health-welfare" not in movement.movable(state, "red")


def _stuck(phase: str, carrier: bool = False) -> CCWState:
    """Red's Player-Turn after 5.32's call: NH&W and the Tax Issue in the Crisis Zone, Red's
    Ontario 3 in Red A2 next to it (joined by a Path, 5.3). With ``carrier``, Red's Ontario 4
    stands in the Crisis Zone stack on top of the Tax Issue instead (5.31)."""
    actives = {
        "health-welfare": ("crisis-zone:1", "red"),
        "ont-3": ("red-a2", "red"),
    }
    if carrier:
        actives["ont-4"] = ("crisis-zone:1", "red")
    state = build(
        actives,
        {"tax-1": ("crisis-zone:1", "ont-4" if carrier else None)},
        player="red",
        phase=phase,
    )
    state.issues["tax-1"].called_from = "red"  # 7.28: called from the Red Home Area
    return state


def test_5_32_nhw_cannot_leave_the_crisis_zone_with_the_uncontrolled_issue() -> None:
    """5.32, example: "The Issue is not under the control of any Player and therefore cannot
    move out of the Crisis Zone. The NH&W piece cannot unstack from the Issue Piece ... and
    therefore cannot move out of the Crisis Zone" (movement.py's 6.5): in Red's own Movement
    Phase, the menu does not offer it, while Red's other pieces move."""
    state = _stuck("movement")
    picks = [c.arg for c in legal(state, "red", "pick")]
    assert "health-welfare" not in picks
    assert "ont-3" in picks
    with pytest.raises(AssertionError, match="red may not pick health-welfare"):
        act(state, "red", "pick", "health-welfare")


def test_5_32_contesting_the_issue_frees_the_nhw_piece(monkeypatch: pytest.MonkeyPatch) -> None:
    """5.32, example: "The only way that any Player — including the Red Player — can get all
    the Issue and the NH&W Piece out of the Crisis Zone is to Contest Control of it." Red's
    Ontario 3 contests the stack from Red A2: the NH&W piece is Red's own and does not defend,
    the uncontrolled Issue defends alone at 1 (7.11, 7.27): 1 against 1, 1-1; a forced 1 is
    C-1, and the Issue passes beneath Ontario 3, out of the Crisis Zone. The NH&W piece, alone
    in the Crisis Zone now, may move again."""
    state = _stuck("contest")
    state = act(state, "red", "contest", "crisis-zone:1")
    state = act(state, "red", "add", "red-a2")
    assert prompt(state, "red") == (
        "Contest against the Crisis Zone (Red National Health & Welfare, Tax Issue): "
        "1 against 1, column 1-1. Roll when ready."
    )
    mark = len(state.log)
    with force_dice(monkeypatch, 1):
        state = act(state, "red", "roll")
    assert since(state, mark) == [
        "⚖️ Red contests the Crisis Zone: Red Ontario 3 (1) against Tax Issue (1): "
        "Contest Table (7.3): 1 vs 1 -> 1-1; die 1 -> C-1 (Defending Piece(s) converted one "
        "color toward the Contester's color and Issue passes to Control of the Contester).",
        "The Tax Issue passes beneath Red Ontario 3 in Red A2.",
    ]
    assert (key_of(state.issues["tax-1"]), state.issues["tax-1"].under) == ("red-a2", "ont-3")
    assert controller(state, "tax-1") == "red"
    assert key_of(state.actives["health-welfare"]) == "crisis-zone:1"
    assert not movement.stuck(state, "health-welfare")
    assert "health-welfare" in movement.movable(state, "red")


def test_5_31_nhw_may_leave_once_a_constituency_controls_the_issue() -> None:
    """5.31 and 5.32: an Issue in the Crisis Zone beneath a Constituency counts as controlled
    for movement, so the pieces stacked with it are not stuck: the NH&W piece leaves the Crisis
    Zone for Red A2, and the Constituency carries the Issue out to Red A1."""
    state = _stuck("movement", carrier=True)
    picks = [c.arg for c in legal(state, "red", "pick")]
    assert {"health-welfare", "ont-4"} <= set(picks)
    state = act(state, "red", "pick", "health-welfare")
    state = act(state, "red", "to", "red-a4")
    assert key_of(state.actives["health-welfare"]) == "red-a4"
    assert state.log[-1] == "Red moves National Health & Welfare to Red A4."
    state = act(state, "red", "pick", "ont-4")
    state = act(state, "red", "to", "red-a1")
    assert key_of(state.issues["tax-1"]) == "red-a1"
    assert state.issues["tax-1"].under == "ont-4"
    assert controller(state, "tax-1") == "red"


# --- 5.12: the Color Shift Matrices ---------------------------------------------------------


@pytest.fixture(scope="module")
def referendum() -> CCWState:
    return started()


@pytest.mark.parametrize(("steps", "old", "toward", "new"), CELLS)
def test_5_12_color_shift_matrix_cell(
    referendum: CCWState, steps: int, old: str, toward: str, new: str
) -> None:
    """5.12 and the Color Shift Matrices: each of the 24 cells (one and two colours, from each
    colour toward each other one), read by ``shifted`` and carried out by ``convert`` on a
    Civil Servant, which logs the exchange of counters (1.25)."""
    assert shifted(referendum, old, steps, toward) == new
    state = referendum.model_copy(deep=True)
    state.actives["labor"].color = old  # type: ignore[assignment]
    mark = len(state.log)
    assert convert(state, "labor", steps, toward) is (new != old)
    assert state.actives["labor"].color == new
    assert since(state, mark) == [f"Labor turns from {NAMES[old]} to {NAMES[new]}."]


def test_5_12_a_shift_never_goes_from_blue_to_red_nor_past_its_target() -> None:
    """5.12: "An Active Piece may never change directly from Blue to Red or vice versa", and
    a piece never passes the colour it shifts toward."""
    order = ["red", "orange", "green", "blue"]
    for steps, old, toward, new in CELLS:
        assert {old, new} != {"red", "blue"}
        a, b, c = order.index(old), order.index(toward), order.index(new)
        assert min(a, b) <= c <= max(a, b)  # between where it was and where it goes
        assert abs(c - a) == min(steps, abs(b - a))  # as far as the matrix says, no further


@pytest.mark.parametrize(("steps", "old", "toward", "new"), CELLS)
def test_5_12_color_shift_through_a_contest(
    monkeypatch: pytest.MonkeyPatch, steps: int, old: str, toward: str, new: str
) -> None:
    """5.11, 5.12 and 7.3: a C result converts the Defending Pieces toward the Contester's
    colour, by the matrix of its number. The Contester (colour ``toward``) contests with the
    Wood Interest Group (2) from his own A2 square, so without a die modifier, a stack of
    ``old``'s in his A1: the Hydro-Electric Power Interest Group (2: 1-1, a forced 1 is C-1)
    or the Labor Civil Servant (1: 2-1, a forced 1 is C-2)."""
    defender = "hydro" if steps == 1 else "labor"
    column = "1-1" if steps == 1 else "2-1"
    state = build(
        {"wood": (f"{toward}-a2", toward), defender: (f"{toward}-a1", old)},
        player=toward,
        phase="contest",
    )
    state = act(state, toward, "contest", f"{toward}-a1")
    state = act(state, toward, "add", f"{toward}-a2")
    mark = len(state.log)
    with force_dice(monkeypatch, 1):
        state = act(state, toward, "roll")
    them = PIECES[defender].strength
    assert since(state, mark)[0].startswith(
        f"⚖️ {NAMES[toward]} contests {NAMES[toward]} A1: {NAMES[toward]} Wood (2) against "
        f"{NAMES[old]} {PIECES[defender].name} ({them}): Contest Table (7.3): 2 vs {them} -> "
        f"{column}; die 1 -> C-{steps} "
    )
    assert since(state, mark)[1:] == [
        f"{PIECES[defender].name} turns from {NAMES[old]} to {NAMES[new]}."
    ]
    assert state.actives[defender].color == new
    assert state.actives["wood"].color == toward


def test_5_12_orange_c2_against_green_shifts_only_one_color(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """5.12, example: "If the Orange Player receives a C-2 result against the Green Player, the
    Green Active Pieces being contested will shift only one color — to Orange — rather than
    the two colors called for." Reconstructed: Orange's Auto Interest Group (2) in Orange A2
    contests Green's Agriculture Civil Servant (1) in Orange A1: 2 against 1 is 2-1, where a
    forced 1 is C-2 (7.3)."""
    state = build(
        {"auto": ("orange-a2", "orange"), "agriculture": ("orange-a1", "green")},
        player="orange",
        phase="contest",
    )
    state = act(state, "orange", "contest", "orange-a1")
    state = act(state, "orange", "add", "orange-a2")
    mark = len(state.log)
    with force_dice(monkeypatch, 1):
        state = act(state, "orange", "roll")
    assert since(state, mark) == [
        "⚖️ Orange contests Orange A1: Orange Auto (2) against Green Agriculture (1): Contest "
        "Table (7.3): 2 vs 1 -> 2-1; die 1 -> C-2 (Defending Piece(s) converted two colors "
        "toward the Contester's color and Issue passes to Control of the Contester).",
        "Agriculture turns from Green to Orange.",
    ]
    assert state.actives["agriculture"].color == "orange"  # not Red, two colours on
