"""The dice engine: syntax, limits, keep-highest/lowest, doubles, breakdowns, face dice.

Expected dice come either from a scripted fake rng (values chosen by hand) or from an identical
copy of a seeded ``Rng`` drawing ``between(1, sides)`` in the documented order, never from
output recorded by running the engine.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from rules.core.dice import (
    DiceError,
    DiceExpression,
    DiceRoll,
    FaceDie,
    parse,
    roll,
)
from rules.core.errors import RuleError
from rules.core.messages import render
from rules.core.rng import Rng, seed_from_text

EXAMPLES = "2d6+1, 3d6, d10-2, 2d6+1d4, 4d6kh3"


class ScriptedRng:
    """Returns hand-picked dice and records every ``between``/``below`` call it answers."""

    def __init__(self, values: list[int]) -> None:
        self.values = list(values)
        self.calls: list[tuple[str, int, int]] = []

    def between(self, lo: int, hi: int) -> int:
        value = self.values.pop(0)
        assert lo <= value <= hi, f"scripted {value} outside {lo}..{hi}"
        self.calls.append(("between", lo, hi))
        return value

    def below(self, n: int) -> int:
        value = self.values.pop(0)
        assert 0 <= value < n
        self.calls.append(("below", 0, n))
        return value


def seeded(text: str = "dice tests") -> Rng:
    return Rng(seed=seed_from_text(text))


def group_specs(expr: DiceExpression) -> list[tuple]:
    return [(g.count, g.sides, g.sign, g.keep, g.keep_count) for g in expr.groups]


# --- Parsing ---


@pytest.mark.parametrize(
    ("text", "normal", "groups", "constant"),
    [
        ("2d6+1", "2d6+1", [(2, 6, 1, None, None)], 1),
        ("3d6", "3d6", [(3, 6, 1, None, None)], 0),
        ("d10-2", "d10-2", [(1, 10, 1, None, None)], -2),
        ("2d6+1d4", "2d6+1d4", [(2, 6, 1, None, None), (1, 4, 1, None, None)], 0),
        ("2d6-1d4", "2d6-1d4", [(2, 6, 1, None, None), (1, 4, -1, None, None)], 0),
        ("  2 D6 +  1 ", "2d6+1", [(2, 6, 1, None, None)], 1),
        ("2d6 - 1D4", "2d6-1d4", [(2, 6, 1, None, None), (1, 4, -1, None, None)], 0),
        ("4d6kh3", "4d6kh3", [(4, 6, 1, "highest", 3)], 0),
        ("4d6kl1", "4d6kl1", [(4, 6, 1, "lowest", 1)], 0),
        ("2d20kh1", "2d20kh1", [(2, 20, 1, "highest", 1)], 0),
        ("4d6k3", "4d6kh3", [(4, 6, 1, "highest", 3)], 0),
        ("4D6 KL 2", "4d6kl2", [(4, 6, 1, "lowest", 2)], 0),
        ("2d6+1+2", "2d6+1+2", [(2, 6, 1, None, None)], 3),
        ("1+2d6", "1+2d6", [(2, 6, 1, None, None)], 1),
        ("-1d4+5", "-1d4+5", [(1, 4, -1, None, None)], 5),
        ("+d8", "d8", [(1, 8, 1, None, None)], 0),
    ],
)
def test_parse_accepts_every_form(text, normal, groups, constant):
    expr = parse(text)
    assert expr.text == normal
    assert group_specs(expr) == groups
    assert expr.constant == constant


def test_normal_text_parses_to_the_same_expression():
    expr = parse(" 4D6 k3 - 1d4 + 2 ")
    assert parse(expr.text) == expr


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("banana", "Unknown dice expression 'banana'"),
        ("2d6+x", "cannot read 'x'"),
        ("1 0d6", "Unknown dice expression '1 0d6'"),
        ("1000d1000", "1000 dice"),
        ("2d", "'2d' needs a number of sides"),
        ("d", "'d' needs a number of sides"),
        ("2d6+", "'+' with no term after it"),
        ("2d6--1", "'-' with no term after it"),
        ("0d6", "'0d6' rolls no dice"),
        ("2d0", "'2d0' has dice of 0 sides"),
        ("", "empty"),
        ("   ", "empty"),
        ("7", "'7' rolls no dice"),
        ("4d6kh5", "keeps 5 of its 4 dice"),
        ("4d6kl0", "keeps 0 of its 4 dice"),
        ("4d6kh", "number of dice to keep"),
        ("2d6+1001", "constant 1001"),
    ],
)
def test_bad_expression_names_the_problem_and_shows_the_syntax(text, problem):
    with pytest.raises(DiceError) as caught:
        parse(text)
    message = caught.value.message
    assert problem in message
    assert "NdM" in message
    assert EXAMPLES in message
    assert "100 dice, 1000 sides" in message


def test_dice_error_is_a_rule_error_so_the_bot_shows_it_to_the_player():
    with pytest.raises(RuleError):
        roll("banana", seeded())


# --- Limits ---


@pytest.mark.parametrize("text", ["100d6", "50d6+50d4", "d1000", "100d1000", "d6+1000"])
def test_limits_exactly_at_the_bound_are_accepted(text):
    parse(text)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("101d6", "101 dice"),
        ("50d6+51d4", "101 dice"),
        ("d1001", "1001 sides"),
        ("100d1001", "1001 sides"),
        ("d6+1001", "constant 1001"),
    ],
)
def test_limits_just_past_the_bound_are_refused(text, problem):
    with pytest.raises(DiceError, match=problem):
        parse(text)


def test_expression_length_bound_is_100_characters():
    at_limit = "d6" + " " * 96 + "+1"
    assert len(at_limit) == 100
    assert parse(at_limit).text == "d6+1"
    past_limit = "d6" + " " * 97 + "+1"
    with pytest.raises(DiceError, match="101 characters"):
        parse(past_limit)


def test_number_of_terms_is_bounded_at_20():
    assert len(parse("+".join(["d6"] * 20)).groups) == 20
    with pytest.raises(DiceError, match="21 terms"):
        parse("+".join(["d6"] * 21))


# --- Rolling: draw order ---


def test_each_die_is_between_1_and_sides_drawn_left_to_right():
    """The module's documented construction: groups left to right, one between() per die."""
    rng, copy = seeded(), seeded()
    result = roll("2d6+1d4-3", rng)
    expected = [copy.between(1, 6), copy.between(1, 6), copy.between(1, 4)]
    assert [g.rolls for g in result.groups] == [expected[:2], expected[2:]]
    assert result.total == sum(expected) - 3
    assert rng == copy  # same seed, same counter: nothing else was drawn


def test_constants_draw_nothing_and_calls_name_each_die_size():
    fake = ScriptedRng([2, 5, 3, 1])
    roll("1+2d6-d8+d4", fake)
    assert fake.calls == [
        ("between", 1, 6),
        ("between", 1, 6),
        ("between", 1, 8),
        ("between", 1, 4),
    ]


def test_roll_of_text_equals_roll_of_parsed_expression():
    assert roll("3d6+2", seeded("x")) == roll(parse("3d6+2"), seeded("x"))


def test_roll_continues_the_game_rng():
    rng = seeded()
    first = roll("5d20", rng)
    second = roll("5d20", rng)
    copy = seeded()
    for _ in range(5):
        copy.between(1, 20)
    assert second.groups[0].rolls == [copy.between(1, 20) for _ in range(5)]
    assert first != second


# --- Rolling: keep highest / lowest ---


@pytest.mark.parametrize(
    ("text", "dice", "kept", "total"),
    [
        ("4d6kh3", [6, 2, 5, 1], [6, 5, 2], 13),
        ("4d6k3", [6, 2, 5, 1], [6, 5, 2], 13),
        ("4d6kl1", [6, 2, 5, 1], [1], 1),
        ("4d6kl2", [6, 2, 5, 1], [1, 2], 3),
        ("4d6kh4", [6, 2, 5, 1], [6, 5, 2, 1], 14),
        ("2d20kh1", [4, 17], [17], 17),
        ("2d20kl1", [4, 17], [4], 4),
        ("4d6kh2", [5, 2, 5, 5], [5, 5], 10),
        ("3d6kh2-1d4", [1, 4, 3, 2], [4, 3], 5),
    ],
)
def test_keep_highest_and_lowest(text, dice, kept, total):
    result = roll(text, ScriptedRng(dice))
    assert result.groups[0].rolls == dice[: result.groups[0].count]
    assert result.groups[0].kept == kept
    assert result.total == total


def test_keep_with_a_seeded_rng_keeps_the_best_dice():
    rng, copy = seeded("keep"), seeded("keep")
    result = roll("10d6kh4+10d6kl3", rng)
    high, low = result.groups
    assert high.rolls == [copy.between(1, 6) for _ in range(10)]
    assert low.rolls == [copy.between(1, 6) for _ in range(10)]
    for group, n, better in ((high, 4, max), (low, 3, min)):
        assert len(group.kept) == n
        dropped = list(group.rolls)
        for die in group.kept:
            dropped.remove(die)  # kept dice are some of the rolled dice
        assert all(better(k, d) == k for k in group.kept for d in dropped)
    assert result.total == sum(high.kept) + sum(low.kept)


# --- Doubles (Crisis 2020, 2.0 The Dice and 5.63) ---


@pytest.mark.parametrize(
    ("text", "dice", "doubles"),
    [
        ("2d6", [4, 4], True),
        ("2d6", [4, 5], False),
        ("2d6+3", [1, 1], True),
        ("3d6", [4, 4, 1], False),  # not a group of exactly two dice
        ("1d6+1d6", [3, 3], False),  # two groups of one die each
        ("2d6+2d6", [1, 2, 5, 5], True),
        ("2d20kh1", [7, 7], True),
    ],
)
def test_doubles_is_a_group_of_two_dice_showing_the_same_number(text, dice, doubles):
    assert roll(text, ScriptedRng(dice)).doubles is doubles


def test_crisis_2020_example_twelve_is_a_crash_plus_doubles():
    """Crisis 2020, 6.2 example: 'The dice roll result is a 12, ... plus a roll of Doubles'."""
    result = roll("2d6", ScriptedRng([6, 6]))
    assert (result.total, result.doubles) == (12, True)
    assert result.breakdown() == "2d6: [6, 6] = 12 (doubles)"


# --- Breakdown ---


@pytest.mark.parametrize(
    ("text", "dice", "expected"),
    [
        ("2d6+1", [3, 3], "2d6+1: [3, 3] +1 = 7 (doubles)"),
        ("2d6", [2, 5], "2d6: [2, 5] = 7"),
        ("4d6kh3", [6, 2, 5, 1], "4d6kh3: [6, 2, 5, 1] keep 6, 5, 2 = 13"),
        ("2d6+1d4", [1, 6, 3], "2d6+1d4: [1, 6] + [3] = 10"),
        ("d10-2", [7], "d10-2: [7] -2 = 5"),
        ("2d6-1d4", [1, 6, 3], "2d6-1d4: [1, 6] - [3] = 4"),
        ("-1d4+5", [3], "-1d4+5: -[3] +5 = 2"),
        ("2d6+1-1", [2, 5], "2d6+1-1: [2, 5] = 7"),
        ("4D6 kl1 + 2", [6, 2, 5, 1], "4d6kl1+2: [6, 2, 5, 1] keep 1 +2 = 3"),
    ],
)
def test_breakdown(text, dice, expected):
    assert roll(text, ScriptedRng(dice)).breakdown() == expected


def test_dice_roll_round_trips_through_json():
    result = roll("4d6kh3-1d4+2", seeded())
    assert DiceRoll.model_validate_json(result.model_dump_json()) == result
    expr = parse("4d6kh3-1d4+2")
    assert DiceExpression.model_validate_json(expr.model_dump_json()) == expr


# --- Property: totals and bounds ---


@st.composite
def expressions(draw):
    """A random valid expression as (text, [(count, sides, sign, keep_count or None)], const)."""
    groups = draw(
        st.lists(
            st.tuples(
                st.integers(1, 6),
                st.integers(1, 30),
                st.sampled_from([1, -1]),
                st.sampled_from(["", "kh", "kl"]),
            ),
            min_size=1,
            max_size=4,
        )
    )
    constants = draw(st.lists(st.integers(-50, 50), max_size=3))
    parts, specs = [], []
    for count, sides, sign, mode in groups:
        keep = draw(st.integers(1, count)) if mode else None
        parts.append(f"{'-' if sign < 0 else '+'}{count}d{sides}{mode}{keep or ''}")
        specs.append((count, sides, sign, keep))
    parts += [f"{c:+d}" for c in constants]
    return "".join(parts), specs, sum(constants)


@settings(max_examples=150, deadline=None)
@given(expressions(), st.text(max_size=8))
def test_total_is_signed_sum_of_kept_dice_plus_constant_within_bounds(case, seed_text):
    text, specs, constant = case
    result = roll(text, seeded(seed_text))
    lowest = highest = constant
    for group, (count, sides, sign, keep) in zip(result.groups, specs, strict=True):
        assert len(group.rolls) == count
        assert all(1 <= die <= sides for die in group.rolls)
        assert len(group.kept) == (keep or count)
        n = keep or count
        lowest += n if sign > 0 else -n * sides
        highest += n * sides if sign > 0 else -n
    signed = sum(g.sign * sum(g.kept) for g in result.groups)
    assert result.total == signed + constant
    assert result.constant == constant
    assert lowest <= result.total <= highest


# --- Face dice (1812 Invasion of Canada, Battle Dice Results) ---

BRITISH = FaceDie(name="British Regulars", faces=["Hit", "Hit", "Hit", "Flee", "Blank", "Blank"])


def test_face_die_needs_named_faces():
    with pytest.raises(ValidationError, match="at least one face"):
        FaceDie(name="Empty", faces=[])
    with pytest.raises(ValidationError, match="every face needs a name"):
        FaceDie(name="Blankless", faces=["Hit", " "])


def test_face_die_roll_is_faces_at_below_len_in_order():
    rng, copy = seeded("1812"), seeded("1812")
    results = BRITISH.roll(rng, 3)
    assert results == [BRITISH.faces[copy.below(6)] for _ in range(3)]
    assert rng == copy


def test_face_die_roll_is_deterministic_for_a_seed():
    assert BRITISH.roll(seeded("battle"), 50) == BRITISH.roll(seeded("battle"), 50)
    assert BRITISH.roll(seeded("battle"), 50) != BRITISH.roll(seeded("other battle"), 50)


def test_face_die_shows_every_face_over_many_rolls():
    die = FaceDie(name="Native American", faces=["Hit", "Flee", "Blank", "Hit2"])
    rng = seeded("distribution")
    results = [face for _ in range(20) for face in die.roll(rng, 100)]
    for face in die.faces:
        # 2000 rolls, 1/4 each: expect 500, standard deviation about 19.
        assert 400 < results.count(face) < 600


def test_face_die_count_is_bounded():
    assert BRITISH.roll(seeded(), 0) == []
    with pytest.raises(DiceError, match="between 0 and 100"):
        BRITISH.roll(seeded(), -1)
    with pytest.raises(DiceError, match="Cannot roll 101 British Regulars dice"):
        BRITISH.roll(seeded(), 101)


def test_face_die_breakdown_tallies_in_face_order():
    assert (
        BRITISH.breakdown(["Blank", "Hit", "Hit"])
        == "British Regulars: [Blank, Hit, Hit] = 2 Hit, 1 Blank"
    )
    assert BRITISH.breakdown([]) == "British Regulars: [] = no dice"
    with pytest.raises(ValueError, match="not faces"):
        BRITISH.breakdown(["Miss"])


def test_face_die_uses_one_below_per_die():
    fake = ScriptedRng([5, 0, 3])
    assert BRITISH.roll(fake, 3) == ["Blank", "Hit", "Flee"]
    assert fake.calls == [("below", 0, 6)] * 3


@pytest.mark.parametrize(
    ("text", "dice", "expected"),
    [
        ("2d6+1", [3, 3], "2d6+1 : [3, 3] +1 = 7 (double)"),
        ("4d6kh3", [6, 2, 5, 1], "4d6kh3 : [6, 2, 5, 1] garde 6, 5, 2 = 13"),
        ("-1d4+5", [3], "-1d4+5 : -[3] +5 = 2"),
    ],
)
def test_a_breakdown_says_its_words_in_french(text, dice, expected):
    """The numbers are the same in every language; "keep" and "doubles" are words."""
    assert render(roll(text, ScriptedRng(dice)).breakdown(), "fr") == expected
