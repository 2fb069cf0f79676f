"""Canadian Civil War's 56 Political Opportunity Cards (data/cards.toml, read by
rules/canadian_civil_war/cards.py).

Rulebook cases: 1.24 and 2.3 (three types; the sample cards nr. 04, 19 and 36), 2.4 (56
cards), 5.12 (shifts), 5.21-5.23 (what Crisis, Event and Election cards do), 7.14 and 7.25
(Premiers and the Prime Minister change color only by Elections), 8.1-8.2 (Elections), 9.1,
9.3 and 9.4 (the cards the Sample Game-Turn names) and 12.1 (the Quiet Revolution's removed
cards, its pieces and Issues). The transcription prints no deck list: the rest is
reconstructed (cards.toml's header), and these tests keep every card's data and text honest.

The ids below are copied from the title's shared list, not imported, so that a drift in
cards.py fails here.
"""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from rules.canadian_civil_war import cards as cards_module
from rules.canadian_civil_war.cards import Card, Move, Select, Shift, Strength, load_cards
from rules.core.data import load_toml

RAW = load_toml("canadian_civil_war", "cards.toml")
CARDS = load_cards()
EVENTS = [c for c in CARDS.values() if c.type == "event"]
EFFECTS = [(card, effect) for card in EVENTS for effect in card.effect]

COLORS = {"red": "Red", "orange": "Orange", "green": "Green", "blue": "Blue"}
PROVINCES = {
    "ont": "Ontario",
    "qbc": "Quebec",
    "alb": "Alberta",
    "sas": "Saskatchewan",
    "bcb": "British Columbia",
    "pei": "Prince Edward Island",
    "nvs": "Nova Scotia",
    "nbr": "New Brunswick",
    "mnt": "Manitoba",
    "nfl": "Newfoundland",
}
ISSUES = {
    "language": "Language",
    "tax": "Tax",
    "media": "Media",
    "tariff": "Tariff",
    "industry": "Industry",
    "territory": "Territory",
    "transport": "Transport",
    "finance-banking": "Finance & Banking",
    "education": "Education",
    "foreign-affairs": "Foreign Affairs",
}
KINDS = {  # the word a text uses for the kind
    "constituency": "Constituenc",
    "premier": "Premier",
    "prime-minister": "Prime Minister",
    "civil-servant": "Civil Servant",
    "interest-group": "Interest Group",
}
CIVIL_SERVANTS = {
    "commerce": "Commerce",
    "labor": "Labor",
    "finance": "Finance",
    "agriculture": "Agriculture",
    "health-welfare": "Health & Welfare",
    "justice": "Justice",
}
INTEREST_GROUPS = {
    "wood": "Wood",
    "auto": "Auto",
    "chemical": "Chemical",
    "intellectuals": "Intellectuals",
    "francophone": "Francophone",
    "clergy": "Clergy",
    "co-ops": "Co-ops",
    "farmers": "Farmers",
    "transportation": "Transportation",
    "petroleum": "Petroleum",
    "unions": "Unions",
    "hydro": "Hydro",
}
TYPES = ("crisis", "event", "election")  # 1.24, 2.3
SECTIONS = {
    "administrative": "Administrative",
    "legislative": "Legislative",
    "grassroots": "Grassroots",
}

# 12.1, Special Rules 2: "Do not use Political Opportunity Cards numbered: 5, 8, 9, 18, 19,
# 22-31, 36-38, 42, 45-47, 53, 54."
QR_REMOVED = {5, 8, 9, 18, 19, *range(22, 32), 36, 37, 38, 42, 45, 46, 47, 53, 54}
# 12.1, Special Rules 3: "Use only the following Issues: Language (2), Transport (2), Tariff
# (2), Territory (2), Media (1), and Education (1)."
QR_ISSUES = {"language", "transport", "tariff", "territory", "media", "education"}
# 12.1, Initial Deployment: every Civil Servant and these Interest Groups (no Petro, no Co-ops).
QR_INTEREST_GROUPS = {
    "hydro", "chemical", "wood", "farmers", "clergy", "transportation", "auto", "unions",
    "intellectuals", "francophone",
}  # fmt: skip


def all_piece_ids() -> list[str]:
    """Every Active Piece id: Constituencies per Province (12.2 deploys all 39), Premiers, the
    Prime Minister, Civil Servants, Interest Groups."""
    per_province = {
        "ont": 14, "qbc": 10, "alb": 3, "sas": 2, "bcb": 4,
        "pei": 1, "nvs": 1, "nbr": 1, "mnt": 2, "nfl": 1,
    }  # fmt: skip
    ids = [f"{p}-{n}" for p, count in per_province.items() for n in range(1, count + 1)]
    ids += [f"premier-{p}" for p in PROVINCES] + ["prime-minister"]
    return ids + list(CIVIL_SERVANTS) + list(INTEREST_GROUPS)


def selected(select: Select) -> set[str]:
    """The pieces a select may ever pick: any color, in or out of the Crisis Zone."""
    return {
        piece
        for piece in all_piece_ids()
        for color in COLORS
        for in_zone in (False, True)
        if select.matches(piece, color, in_zone)
    }


# --- 2.4, 1.24, 2.3: the deck --------------------------------------------------------------


def test_the_deck_is_56_cards_numbered_1_to_56():
    # 2.4: "One deck Political Opportunity Cards (56)"; 2.3: cards are numbered ("nr. 04").
    assert len(RAW["card"]) == 56
    assert list(CARDS) == list(range(1, 57))
    assert all(number == card.number for number, card in CARDS.items())


def test_the_composition_20_crises_12_elections_24_events():
    # 1.24, 2.3: Crisis, Event and Election cards. Reconstructed (cards.toml's header): two
    # Crisis cards per Issue; one Election card per Province, a second for Quebec and the one
    # National Elections card (8.2); the 24 others are Events.
    by_type = {t: sorted(n for n, c in CARDS.items() if c.type == t) for t in TYPES}
    assert by_type["election"] == list(range(17, 29))
    assert by_type["crisis"] == list(range(31, 51))
    assert by_type["event"] == [*range(1, 17), 29, 30, *range(51, 57)]
    crises = [CARDS[n].issue for n in by_type["crisis"]]
    assert sorted(crises[:10]) == sorted(ISSUES) == sorted(crises[10:]), "each Issue in each run"
    provinces = sorted(str(CARDS[n].province) for n in by_type["election"] if CARDS[n].province)
    assert provinces == sorted([*PROVINCES, "qbc"])
    assert [n for n in by_type["election"] if CARDS[n].national] == [21]


def test_the_sample_cards_of_2_3():
    # 2.3: nr. 04 "EVENT: Poll Shows New Confidence in Government. EFFECT: Contest Strengths
    # of all Civil Servant pieces are doubled for current Player-Turn."
    poll = CARDS[4]
    assert (poll.type, poll.name) == ("event", "Poll Shows New Confidence in Government")
    assert poll.text == (
        "Contest Strengths of all Civil Servant pieces are doubled for current Player-Turn."
    )
    assert poll.effect == (
        Strength(kind="strength", factor=2, select=Select(kinds=("civil-servant",))),
    )
    # nr. 19 "ELECTIONS CALLED IN British Columbia."
    bc = CARDS[19]
    assert (bc.type, bc.name, bc.province, bc.national) == (
        "election",
        "ELECTIONS CALLED IN British Columbia",
        "bcb",
        False,
    )
    # nr. 36 "CRISIS — Tax."
    tax = CARDS[36]
    assert (tax.type, tax.name, tax.issue) == ("crisis", "CRISIS — Tax", "tax")
    for n in (4, 19, 36):
        assert CARDS[n].source == f"rulebook 2.3 (sample card nr. {n:02d})"


def test_the_cards_the_sample_game_turn_names():
    # 9.1: the Separatist holds "Crisis Territory", "Event: Government Support for Separatism,
    # Double Francophone Interest Group this Player Turn", "National Elections"; 9.3: "The
    # Francophone Interest Group has a Contesting Strength of four (two doubled)"; 9.4: "his
    # 'Election in Ontario' Card. This forces all the Ontario Constituencies to roll".
    territory = [c for c in CARDS.values() if c.type == "crisis" and c.issue == "territory"]
    assert [c.name for c in territory] == ["CRISIS — Territory"] * 2
    assert any(c.source.startswith("rulebook 9.1") for c in territory)

    (separatism,) = [c for c in EVENTS if c.name == "Government Support for Separatism"]
    (double,) = separatism.effect
    assert isinstance(double, Strength) and double.factor == 2
    assert double.select == Select(pieces=("francophone",))
    assert 2 * double.factor == 4
    assert separatism.source.startswith("rulebook 9.1")

    # 8.2: "Whenever the National Elections card is played": there is one.
    (national,) = [c for c in CARDS.values() if c.national]
    assert national.type == "election" and national.province is None
    assert "NATIONAL ELECTIONS" in national.name
    assert "removed from the Display" in national.text and "form a government" in national.text

    (ontario,) = [c for c in CARDS.values() if c.type == "election" and c.province == "ont"]
    assert ontario.name == "ELECTIONS CALLED IN Ontario"
    assert ontario.source.startswith("rulebook 9.4")


# --- 5.22: every effect is in the engine's vocabulary and names known ids ------------------


def test_cards_name_the_ids_of_the_titles_data():
    # cards.py reads the ids a card may name from the title's own data files: they are the
    # rulebook's (2.2's samples, 1.21-1.23), as listed here.
    assert tuple(COLORS) == cards_module.COLORS
    assert tuple(PROVINCES) == cards_module.PROVINCES
    assert set(cards_module.ISSUES) == set(ISSUES)
    assert set(cards_module.KINDS) == set(KINDS)
    assert tuple(SECTIONS) == cards_module.SECTIONS
    assert sorted(cards_module.PIECES) == sorted(all_piece_ids())
    servants = {p for p, k in cards_module.PIECES.items() if k == "civil-servant"}
    groups = {p for p, k in cards_module.PIECES.items() if k == "interest-group"}
    assert (servants, groups) == (set(CIVIL_SERVANTS), set(INTEREST_GROUPS))
    constituencies = [p for p, k in cards_module.PIECES.items() if k == "constituency"]
    assert len(constituencies) == 39  # 12.2 deploys 39; 9.1: 20 + 19
    assert cards_module.piece_province("premier-qbc") == "qbc"
    assert cards_module.piece_province("ont-14") == "ont"
    assert cards_module.piece_province("wood") is None


def test_every_effect_is_one_the_engine_knows_with_known_ids():
    # 5.22: shifts of allegiance, pieces sent to a section or area, strengths doubled or
    # halved; cards.toml's header lists each kind's fields.
    pieces = set(all_piece_ids())
    for card in EVENTS:
        assert 1 <= len(card.effect) <= 3, card.label
        assert (card.issue, card.province, card.national) == (None, None, False), card.label
        for effect in card.effect:
            raw = effect.model_dump(exclude_defaults=True)
            s = effect.select
            assert set(s.kinds) <= set(KINDS), card.label
            assert set(s.pieces) <= pieces, card.label
            assert set(s.provinces) <= set(PROVINCES), card.label
            assert set(s.colors) <= set(COLORS), card.label
            assert raw["select"], f"{card.label}: a select names at least one key"
            assert selected(s), f"{card.label}: the select can pick no piece"
            if isinstance(effect, Strength):
                assert set(raw) == {"kind", "factor", "select"}, card.label
                assert effect.factor in (2, 0.5), card.label
            elif isinstance(effect, Shift):
                assert set(raw) == {"kind", "steps", "toward", "select"}, card.label
                assert effect.steps in (1, 2) and effect.toward in COLORS, card.label
            else:
                assert isinstance(effect, Move), card.label
                if effect.to is not None:
                    assert effect.to == "crisis-zone", card.label
                    assert set(raw) == {"kind", "to", "select"}, card.label
                else:
                    assert effect.to_area in (*COLORS, "owner"), card.label
                    assert effect.to_section in (None, *SECTIONS), card.label
    for card in CARDS.values():
        if card.type == "crisis":
            assert card.issue in ISSUES and not card.effect and card.province is None
        if card.type == "election":
            assert (card.province in PROVINCES) != card.national and not card.effect


def test_every_effect_kind_is_used():
    # The vocabulary is exercised: doubled and halved, one and two colors, every destination.
    strength = {e.factor for _, e in EFFECTS if isinstance(e, Strength)}
    steps = {e.steps for _, e in EFFECTS if isinstance(e, Shift)}
    moves = {(e.to, e.to_area) for _, e in EFFECTS if isinstance(e, Move)}
    assert strength == {2, 0.5} and steps == {1, 2}
    assert ("crisis-zone", None) in moves and (None, "owner") in moves
    assert any(area in COLORS for _, area in moves)


def test_no_shift_selects_premiers_or_the_prime_minister():
    # 7.14: "Premiers and the Prime Minister may never be Converted (i.e., change color)
    # except by the play of an Election Card"; 7.25.
    never = {f"premier-{p}" for p in PROVINCES} | {"prime-minister"}
    shifts = [(card, e) for card, e in EFFECTS if isinstance(e, Shift)]
    assert len(shifts) >= 8
    for card, shift in shifts:
        assert not selected(shift.select) & never, card.label


def test_constituencies_shift_only_in_the_crisis_zone():
    # Reconstructed (cards.toml's header): no card ends the game by itself. A shifted
    # Constituency carries its Issue (5.13 A); only those in the Crisis Zone shift, where
    # Issues count for movement only (5.31).
    constituencies = {p for p in all_piece_ids() if re.fullmatch(r"[a-z]{3}-\d+", p)}
    for card, effect in EFFECTS:
        if isinstance(effect, Shift) and selected(effect.select) & constituencies:
            assert effect.select.in_crisis_zone is True, card.label


def test_cards_worth_playing_for_every_player():
    # Reconstructed (cards.toml's header): each color has shifts toward it, in the Quiet
    # Revolution too for Red, Orange and Green; some cards double and some halve; several hit
    # whoever holds the government (Civil Servants) or is exposed in the Crisis Zone.
    for color in COLORS:
        toward = [c.number for c, e in EFFECTS if isinstance(e, Shift) and e.toward == color]
        assert len(toward) >= 2, color
        kept = [n for n in toward if n not in QR_REMOVED]
        assert (len(kept) >= 2) == (color != "blue"), color

    def hurts(effect: Strength | Shift | Move) -> bool:
        s = effect.select
        if isinstance(effect, Strength):
            return effect.factor == 0.5
        if isinstance(effect, Move):
            return effect.to == "crisis-zone"
        return s.in_crisis_zone is True

    against = [c.number for c, e in EFFECTS if hurts(e) and c.number not in QR_REMOVED]
    assert len(set(against)) >= 6, against


# --- 12.1: the Quiet Revolution removes exactly the cards that make no sense there ---------


def senseless_in_the_quiet_revolution(card: Card) -> bool:
    """Names a Province other than Quebec, an Issue 12.1 does not use, Petroleum or Co-ops
    (not deployed there), or Blue (12.1: "nothing can shift to Blue")."""
    if card.type == "crisis":
        return card.issue not in QR_ISSUES
    if card.type == "election":
        return not card.national and card.province != "qbc"
    for effect in card.effect:
        s = effect.select
        provinces = set(s.provinces)
        provinces |= {p.split("-")[0] for p in s.pieces if re.fullmatch(r"[a-z]{3}-\d+", p)}
        provinces |= {p.removeprefix("premier-") for p in s.pieces if p.startswith("premier-")}
        if provinces - {"qbc"} or {"petroleum", "co-ops"} & set(s.pieces):
            return True
        colors = {*s.colors, getattr(effect, "toward", None), getattr(effect, "to_area", None)}
        if "blue" in colors:
            return True
    return False


def test_the_quiet_revolution_removes_exactly_the_cards_that_make_no_sense_there():
    # 12.1, Special Rules 1-3 and its Initial Deployment.
    assert len(QR_REMOVED) == 24
    senseless = {n for n, card in CARDS.items() if senseless_in_the_quiet_revolution(card)}
    kept_but_senseless = sorted(senseless - QR_REMOVED)
    removed_but_sensible = sorted(QR_REMOVED - senseless)
    assert kept_but_senseless == [], [CARDS[n].label for n in kept_but_senseless]
    assert removed_but_sensible == [], [CARDS[n].label for n in removed_but_sensible]
    assert len(CARDS) - len(QR_REMOVED) == 32


def test_the_quiet_revolutions_cards_name_only_what_it_uses():
    # 12.1: a kept card's words and pieces are all in the scenario: Quebec, Red, Orange and
    # Green, its six Issues, the deployed Interest Groups.
    foreign = [name for p, name in PROVINCES.items() if p != "qbc"]
    foreign += [ISSUES[i] for i in ISSUES if i not in QR_ISSUES]
    foreign += ["Blue", "Separatist", "Petroleum", "Co-ops"]
    deployed = set(CIVIL_SERVANTS) | QR_INTEREST_GROUPS | {"prime-minister", "premier-qbc"}
    deployed |= {f"qbc-{n}" for n in range(1, 11)}
    for number, card in CARDS.items():
        if number in QR_REMOVED:
            continue
        words = f"{card.name} {card.text}"
        assert not [w for w in foreign if w in words], card.label
        for effect in card.effect:
            assert set(effect.select.pieces) <= deployed, card.label
            assert selected(effect.select) & deployed, f"{card.label} does nothing in 12.1"


# --- the text says what the card does ------------------------------------------------------


def select_words(select: Select) -> list[str]:
    words = [KINDS[k] for k in select.kinds]
    for piece in select.pieces:
        if piece in CIVIL_SERVANTS:
            words += [CIVIL_SERVANTS[piece], "Civil Servant"]
        elif piece in INTEREST_GROUPS:
            words += [INTEREST_GROUPS[piece], "Interest Group"]
    words += [PROVINCES[p] for p in select.provinces]
    words += [COLORS[c] for c in select.colors]
    if select.in_crisis_zone:
        words.append("in the Crisis Zone")
    return words


def effect_words(effect: Strength | Shift | Move) -> list[str]:
    words = select_words(effect.select)
    if isinstance(effect, Strength):
        said = "doubled" if effect.factor == 2 else "halved (rounded down)"
        return [*words, "Contest Strength", said, "for current Player-Turn"]
    if isinstance(effect, Shift):
        colors = "one color" if effect.steps == 1 else "two colors"
        return [*words, f"{colors} toward {COLORS[effect.toward]}"]
    if effect.to is not None:
        words.append("to the Crisis Zone")
    else:
        area = (
            "their controller's"
            if effect.to_area == "owner"
            else f"the {COLORS[effect.to_area or '']}"
        )
        section = f"the {SECTIONS[effect.to_section]} Section of " if effect.to_section else ""
        words.append(f"to {section}{area} Home Area")
    if "constituency" in effect.select.kinds:
        words.append("with the Issues they control")  # 5.22
    return words


def test_every_event_text_says_what_its_effects_do():
    # 5.22: "Each card explains its effect individually"; 2.3's sample card is the model.
    for card in EVENTS:
        missing = [w for e in card.effect for w in effect_words(e) if w not in card.text]
        assert missing == [], f"{card.label}: {card.text!r} does not say {missing}"
        # Effects apply in order: the text says "then", except between two strength effects
        # of the same factor (their order changes nothing: "... and of all ... are doubled").
        pairs = zip(card.effect, card.effect[1:], strict=False)
        alike = [isinstance(a, Strength) and isinstance(b, Strength) and a.factor == b.factor
                 for a, b in pairs]  # fmt: skip
        assert card.text.count("; then ") == alike.count(False), card.label
        halved = any(isinstance(e, Strength) and e.factor == 0.5 for e in card.effect)
        doubled = any(isinstance(e, Strength) and e.factor == 2 for e in card.effect)
        assert ("halved" in card.text) == halved and ("doubled" in card.text) == doubled
        shifts = any(isinstance(e, Shift) for e in card.effect)
        assert bool(re.search(r"\bshifts?\b", card.text)) == shifts, card.label
    assert len({c.name for c in EVENTS}) == len(EVENTS), "every Event has its own title"


def test_crisis_and_election_texts_say_what_they_do():
    # 2.3: "CRISIS — Tax."; 5.21: the Issue and every Piece stacked with it go to the Crisis
    # Zone. 2.3: "ELECTIONS CALLED IN British Columbia."; 8.1: each Constituency of the
    # Province rolls, then the Premier goes to the Player with the most of them (8.13).
    for card in CARDS.values():
        if card.type == "crisis":
            issue = ISSUES[str(card.issue)]
            assert card.name == f"CRISIS — {issue}", card.label
            assert f"{issue} Issue into the Crisis Zone" in card.text, card.label
            assert "every Piece stacked with it" in card.text and "(5.21)" in card.text
        if card.type == "election" and card.province:
            province = PROVINCES[card.province]
            assert card.name == f"ELECTIONS CALLED IN {province}", card.label
            assert f"each {province} Constituency rolls on the Election Table" in card.text
            assert f"the Premier of {province} goes to the Player" in card.text, card.label
            assert "Election Phase" in card.text, "5.23: played in the Election Phase"


# --- cards.py's select, as the engine reads it --------------------------------------------


def test_select_matches_combines_its_keys_with_and():
    # cards.toml's header: "combined with AND ... a list matches any of its values".
    riots = CARDS[52].effect[0].select  # Red Quebec Constituencies
    assert riots.matches("qbc-3", "red", False)
    assert not riots.matches("qbc-3", "orange", False)
    assert not riots.matches("ont-3", "red", False)
    assert not riots.matches("premier-qbc", "red", False)
    centennial = CARDS[7].effect[0].select  # Constituencies in the Crisis Zone
    assert centennial.matches("alb-2", "blue", True) and not centennial.matches(
        "alb-2", "blue", False
    )
    farm = CARDS[13].effect[0].select  # Farmers and Agriculture
    assert farm.matches("farmers", "orange", False) and farm.matches("agriculture", "red", True)
    assert not farm.matches("wood", "orange", False)
    blue = CARDS[54].effect[1].select  # all Blue pieces
    assert blue.matches("premier-qbc", "blue", False) and not blue.matches("unions", "green", False)


# --- bad data is refused, naming the card --------------------------------------------------


def card_entry(data: dict[str, Any], number: int) -> dict[str, Any]:
    return next(entry for entry in data["card"] if entry["number"] == number)


def first_effect(data: dict[str, Any], number: int) -> dict[str, Any]:
    effect = card_entry(data, number)["effect"]
    return effect[0] if isinstance(effect, list) else effect


BAD = {
    "unknown issue": (
        lambda d: card_entry(d, 36).update(issue="taxes"),
        r"card 36\b.*unknown issue 'taxes'",
    ),
    "crisis without issue": (
        lambda d: card_entry(d, 36).pop("issue"),
        r"card 36\b.*crisis card names its issue",
    ),
    "unknown province": (
        lambda d: card_entry(d, 19).update(province="bc"),
        r"card 19\b.*unknown province 'bc'",
    ),
    "election with province and national": (
        lambda d: card_entry(d, 19).update(national=True),
        r"card 19\b.*one province .* or national",
    ),
    "unknown piece id": (
        lambda d: first_effect(d, 1)["select"].update(pieces=["oil"]),
        r"card 1\b.*unknown piece id 'oil'",
    ),
    "unknown piece kind": (
        lambda d: first_effect(d, 4)["select"].update(kinds=["minister"]),
        r"card 4\b.*unknown piece kind 'minister'",
    ),
    "unknown color toward": (
        lambda d: first_effect(d, 7).update(toward="purple"),
        r"card 7\b.*unknown color 'purple'",
    ),
    "unknown color in select": (
        lambda d: first_effect(d, 52)["select"].update(colors=["purple"]),
        r"card 52\b.*unknown color 'purple'",
    ),
    "unknown section": (
        lambda d: first_effect(d, 51).update(to_section="basement"),
        r"card 51\b.*unknown section 'basement'",
    ),
    "shift selecting Premiers": (
        lambda d: first_effect(d, 7)["select"].update(kinds=["constituency", "premier"]),
        r"card 7\b.*Premiers or the Prime Minister",
    ),
    "shift selecting a Province's Premier through provinces": (
        lambda d: first_effect(d, 13).update(select={"provinces": ["qbc"]}),
        r"card 13\b.*Premiers or the Prime Minister",
    ),
    "shift selecting the Prime Minister": (
        lambda d: first_effect(d, 16).update(select={"pieces": ["prime-minister"]}),
        r"card 16\b.*Premiers or the Prime Minister",
    ),
    "unknown effect kind": (
        lambda d: first_effect(d, 3).update(kind="swap"),
        r"card 3\b.*'swap'",
    ),
    "factor neither doubled nor halved": (
        lambda d: first_effect(d, 4).update(factor=3),
        r"card 4\b.*factor.*2 or 0\.5",
    ),
    "three colors": (
        lambda d: first_effect(d, 3).update(steps=3),
        r"card 3\b.*steps",
    ),
    "move without destination": (
        lambda d: first_effect(d, 51).pop("to_area"),
        r"card 51\b.*one destination",
    ),
    "move with two destinations": (
        lambda d: first_effect(d, 14).update(to_area="owner"),
        r"card 14\b.*one destination",
    ),
    "empty select": (
        lambda d: first_effect(d, 4).update(select={}),
        r"card 4\b.*select names no piece",
    ),
    "select that can match nothing": (
        lambda d: first_effect(d, 14)["select"].update(provinces=["ont"]),
        r"card 14\b.*can match no piece",
    ),
    "event without effect": (
        lambda d: card_entry(d, 4).pop("effect"),
        r"card 4\b.*one effect",
    ),
    "crisis with an effect": (
        lambda d: card_entry(d, 36).update(effect=copy.deepcopy(first_effect(d, 4))),
        r"card 36\b.*crisis card has no effect",
    ),
    "unknown field": (
        lambda d: card_entry(d, 4).update(colour="red"),
        r"card 4\b.*colour",
    ),
    "source without provenance": (
        lambda d: card_entry(d, 6).update(source="made up"),
        r"card 6\b.*source",
    ),
    "duplicated number": (
        lambda d: card_entry(d, 4).update(number=5),
        r"card 5\b.*used twice",
    ),
    "number above 56": (
        lambda d: card_entry(d, 4).update(number=57),
        r"card 57\b.*56",
    ),
    "number 0": (
        lambda d: card_entry(d, 4).update(number=0),
        r"card 0\b.*1",
    ),
    "a missing card": (
        lambda d: d["card"].remove(card_entry(d, 4)),
        r"cards \[4\] are missing",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_data_is_refused_naming_the_card(case):
    spoil, message = BAD[case]
    data = copy.deepcopy(RAW)
    load_cards(data)  # the copy is good before it is spoiled
    spoil(data)
    with pytest.raises(ValueError, match=message):
        load_cards(data)


# --- provenance ----------------------------------------------------------------------------


def test_every_card_says_where_it_comes_from():
    # ARCHITECTURE.md, "Data and provenance": "rulebook <case>" or "reconstructed: <reason>";
    # a printed card whose number the rulebook does not give says the number is reconstructed.
    printed = {4, 19, 36}
    for number, card in CARDS.items():
        assert card.source.startswith(("rulebook ", "reconstructed: ")), card.label
        if card.source.startswith("rulebook ") and number not in printed:
            assert "reconstructed: the number" in card.source, card.label
    named = {n for n, c in CARDS.items() if c.source.startswith("rulebook ")}
    assert named == printed | {2, 18, 21, 35}
