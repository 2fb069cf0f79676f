"""What the rules say by message id (rules/core/messages.py; ARCHITECTURE.md, "Languages"):
every catalog of the rules has its French with the same placeholders, a message is its English
as a str, and a title that speaks by ids says every line of a game in French."""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

import pytest

import storage.errors  # noqa: F401  (its refusals are said from catalogs as the rules' are)
from rules import TITLES, get_title
from rules.core import Msg, RuleError, render, seed_from_text
from rules.core.dice import roll
from rules.core.messages import catalog, compact, folders, languages, restore, said_lines
from rules.core.protocol import Outcome
from rules.core.rng import Rng
from rules.verify import state_sha256
from tests.fluent_catalogs import Catalog, placeholders


def speaking() -> list[str]:
    """The titles that say everything of their procedure by message id: those whose rules
    package holds French catalogs (README, "Languages")."""
    return sorted(
        title.id
        for title in TITLES.values()
        if (Path(sys.modules[type(title).__module__].__file__).parent / "catalogs" / "fr").is_dir()
    )


SPEAKING = speaking()


def missing(text: str, language: str) -> list[str]:
    """The message ids of ``text`` (its arguments' and parts' too) that ``language``'s
    catalogs lack, which `render` would say in English."""
    if not isinstance(text, Msg):
        return []
    found = [m for part in (*text.parts, *text.args.values()) for m in missing(part, language)]
    if text.id is not None and not catalog(language).has_message(text.id):
        found.append(text.id)
    return found


def _catalog(language: str) -> Catalog:
    """The placeholders of every message of the rules' ``language`` catalogs (and those said as
    the rules', storage's)."""
    return placeholders(p for f in folders() for p in sorted((f / language).glob("*.ftl")))


@pytest.mark.parametrize("language", [lang for lang in languages() if lang != "en"])
def test_every_message_of_the_rules_has_its_translation_with_the_same_placeholders(language):
    english, other = _catalog("en"), _catalog(language)
    assert len(english) > 100
    assert sorted(set(english) - set(other)) == [], f"{language} lacks these"
    assert sorted(set(other) - set(english)) == [], "translations of nothing"
    for message, parts in english.items():
        assert other[message] == parts, f"{message}: placeholders differ"


def test_a_message_is_its_english_and_says_itself_in_french():
    """Plural forms are the catalog's: English "0 cards", French "0 carte" (CLDR: 0 and 1 are
    singular in French)."""
    assert Msg("scw-they-draw", count=1) == "they draw 1 card."
    assert Msg("scw-they-draw", count=0) == "they draw 0 cards."
    assert render(Msg("scw-they-draw", count=0), "fr") == "ils piochent 0 carte."
    assert render(Msg("scw-they-draw", count=2), "fr") == "ils piochent 2 cartes."
    side = Msg("scw-role-republicans")
    line = Msg.join(Msg("scw-passes", side=side), Msg("scw-logistics-begins"))
    assert line == (
        "The Republicans pass. Logistics phase: both sides discard down to 3 cards or fewer, "
        "in secret."
    )
    assert render(line, "fr").startswith("Les Républicains passent. Phase de logistique :")
    assert render("plain text", "fr") == "plain text"
    assert render(Msg("scw-passes", side=side), "de") == "The Republicans pass."  # no German
    assert missing(Msg("scw-passes", side=side), "de") == ["scw-role-republicans", "scw-passes"]
    with pytest.raises(KeyError, match="scw-no-such"):
        Msg("scw-no-such")


def test_a_message_keeps_its_id_through_json_and_pickle_and_a_saved_state_its_english():
    line = Msg.join(Msg("scw-turn", turn=3, side=Msg("scw-role-nationalists")), "(plain)")
    for again in (restore(str(line), compact(line)), pickle.loads(pickle.dumps(line))):
        assert again == line and render(again, "fr") == render(line, "fr")
        assert render(again, "fr").startswith("Tour 3 : les Nationalistes")
    title = get_title("spanish-civil-war")
    state = title.setup(seed_from_text("messages"), "standard")
    assert isinstance(state.log[-1], Msg) and isinstance(state.clone().log[-1], Msg)
    saved = title.load(state.model_dump_json())
    assert saved.log == state.log and not isinstance(saved.log[-1], Msg)
    # The saved ids say the log again in any language.
    again = said_lines(saved)
    assert again == state.log and isinstance(again[-1], Msg)
    assert [render(x, "fr") for x in again] == [render(x, "fr") for x in state.log]
    assert render(again[-1], "fr").startswith("Tour 1 : les Nationalistes")


@pytest.mark.parametrize("title_id", SPEAKING)
def test_a_speaking_title_says_every_line_prompt_and_choice_in_french(title_id):
    """Random games: every log line, prompt, choice's label, board text and field, and hand is
    a message with all its ids in French."""
    title = get_title(title_id)
    rng = Rng(seed=seed_from_text("every line in French"))
    checked = 0
    for game in range(12):
        state = title.setup(seed_from_text(f"French {game}"), next(iter(title.scenarios)))
        for _ in range(300):
            if state.outcome is not None:
                break
            role = next((r for r in title.active(state) if title.choices(state, r)), None)
            if role is None:
                break
            view = title.view(state, role)
            board = view.board
            fields = [text for f in board.fields for text in (f.name, f.value)]
            shown = (board.headline, board.text, *fields, view.private.text)
            for text in (view.prompt, *(c.label for c in view.choices), *shown):
                assert isinstance(text, Msg) and missing(text, "fr") == [], text
                checked += 1
            title.advance(state, role, view.choices[rng.below(len(view.choices))])
        for line in state.log:
            assert isinstance(line, Msg) and missing(line, "fr") == [], line
            assert render(line, "fr") != line, line  # said in French, not left in English
            checked += 1
    assert checked > 1000


def test_a_games_outcome_keeps_its_reasons_ids_through_a_save():
    """A game over, saved and read back, still says why in any language (`Outcome.said`),
    and the ids change nothing of the state's hash (rules/verify.py)."""
    title = get_title("spanish-civil-war")
    state = title.setup(seed_from_text("outcome"), "standard")
    side = Msg("scw-role-nationalists")
    reason = Msg("scw-no-tokens", side=Msg("scw-role-republicans"), kind="territory")
    state.outcome = Outcome(
        winners=["nationalists"], reason=Msg("scw-victory", reason=reason, winner=side)
    )
    saved = title.load(state.model_dump_json())
    assert saved.outcome.reason == state.outcome.reason and saved.outcome.said is not None
    assert render(saved.outcome.said_reason, "fr") == render(state.outcome.reason, "fr")
    assert render(saved.outcome.said_reason, "fr").startswith("Les Républicains n'ont plus")
    plain = state.clone()
    plain.outcome = Outcome(winners=[], reason="Nobody won.")
    assert plain.outcome.said is None and plain.outcome.said_reason == "Nobody won."
    unsaid = state.model_copy(update={"outcome": state.outcome.model_copy(update={"said": None})})
    assert state_sha256(unsaid) == state_sha256(state)


def test_a_name_the_map_does_not_know_is_refused_in_the_readers_language():
    """rules/core/maps.py: the refusal of a name typed for a place, with its rule and its
    suggestions, is a message (the Canadian Civil War's squares, 1.23; Crisis 2020's Regions,
    7.0)."""
    from rules.canadian_civil_war.components import DISPLAY
    from rules.crisis_2020.components import MAP

    with pytest.raises(RuleError) as refused:
        MAP.find("Midwst")
    said = refused.value.args[0]
    assert said == "No Region called 'Midwst' on the map. Did you mean Midwest? (7.0)"
    assert render(said, "fr") == (
        "'Midwst' : aucun nom de la carte ne lui correspond (région). Vouliez-vous dire "
        "Midwest ? (7.0)"
    )
    with pytest.raises(RuleError) as refused:
        DISPLAY.find("zzz")
    assert render(refused.value.args[0], "fr").endswith("ou la Zone de crise (CZ). (1.23)")


def test_a_whole_number_is_said_as_its_digits_in_every_language():
    """Fluent groups digits ("50,522", "50 522"); a die total or a game's number is read as
    digits, while plural forms still see the number."""
    big = roll("100d1000", Rng(seed=seed_from_text("a big roll"))).breakdown()
    total = str(big).rsplit("= ", 1)[1]
    assert total.isdigit() and int(total) > 999
    assert render(big, "fr").endswith(f"= {total}")
    assert Msg("scw-they-draw", count=1000) == "they draw 1000 cards."
