"""The names of 1812's data said by message id (rules/invasion_1812/names.py; README,
"Languages"): every area, body of water, out-of-bounds region, faction, side, card and scenario
has its message in English and in French, the English being what the data prints, and the
French writes its places as French writes them (Montréal, Détroit, lac Champlain...)."""

from __future__ import annotations

import copy
import re

import pytest
from i1812_build import BR, act, build

from rules.core import Msg, RuleError, render
from rules.core.data import RULES_DIR, load_toml
from rules.core.messages import catalog
from rules.invasion_1812 import TITLE
from rules.invasion_1812.cards import CARDS
from rules.invasion_1812.factions import FACTIONS, SIDES
from rules.invasion_1812.geography import MAP, SCENARIOS, area_at, area_name, area_of, load_map
from rules.invasion_1812.names import printed
from rules.invasion_1812.shortcuts import _card

CATALOGS = RULES_DIR / "invasion_1812" / "catalogs"


def data_names() -> dict[str, str]:
    """Every data id's message id and the English the data gives it."""
    names = {}
    for area in MAP.areas.values():
        names[f"i1812-area-{area.id}"] = area.name
        names[f"i1812-area-{area.id}-at"] = area.name  # "at Montreal": the name in English
        names[f"i1812-area-{area.id}-of"] = area.name
    names |= {f"i1812-water-{w.id}": w.name for w in MAP.waters.values()}
    names |= {f"i1812-region-{r.id}": r.name for r in MAP.out_of_bounds}
    for card in CARDS.values():
        names[f"i1812-card-{card.id}"] = card.name
        names[f"i1812-card-{card.id}-text"] = card.text
    for scenario in SCENARIOS.values():
        names[f"i1812-scenario-{scenario.id}"] = scenario.name
        names[f"i1812-scenario-{scenario.id}-description"] = scenario.description
    return names


def test_every_data_id_has_its_message_in_both_languages_and_the_data_is_its_english():
    names = data_names()
    assert len(names) > 3 * 50 + 60 * 2
    for language in ("en", "fr"):
        lacking = [m for m in names if not catalog(language).has_message(m)]
        assert lacking == [], f"{language} lacks {lacking}"
    assert {m: str(Msg(m)) for m in names} == names
    # Said in French: most areas and a few cards keep their names (York, Tecumseh); a card's
    # text and a scenario are translated.
    same = {m for m, english in names.items() if render(Msg(m), "fr") == english}
    assert not [m for m in same if m.endswith("-text") or "-scenario-" in m]
    assert {m for m in same if "-card-" in m} == {
        f"i1812-card-{c}" for c in ("cm-10", "cm-12", "na-07", "na-09", "na-10", "ar-10")
    }


def test_every_faction_and_side_has_its_name_in_both_languages():
    names = [f"i1812-faction-{f}" for f in FACTIONS]
    names += [f"i1812-side-{s}" for s in SIDES] + [f"i1812-side-{s}-plural" for s in SIDES]
    for language in ("en", "fr"):
        assert [m for m in names if not catalog(language).has_message(m)] == []
    assert [TITLE.role_name(f) for f in FACTIONS] == [
        "British Regulars",
        "Canadian Militia",
        "Native Americans",
        "American Regulars",
        "American Militia",
    ]
    assert render(TITLE.role_name("canadian-militia"), "fr") == "Milice canadienne"
    assert render(Msg("i1812-side-american-plural"), "fr") == "Américains"


def test_the_title_and_its_scenarios_are_said_in_french():
    assert render(TITLE.name, "fr") == "1812 : L'Invasion du Canada"
    for scenario in TITLE.scenarios.values():
        assert isinstance(scenario.name, Msg) and isinstance(scenario.description, Msg)
        assert scenario.name == SCENARIOS[scenario.id].name
    assert render(TITLE.scenarios["1813-campaign"].name, "fr") == "Campagne de 1813"
    assert "Détroit" in render(TITLE.scenarios["1813-campaign"].description, "fr")


def test_french_writes_montreal_quebec_and_trois_rivieres_with_their_accents():
    """Montréal is on the map (the British Regulars' Muster Area); Québec and Trois-Rivières
    are not, so no French catalog of 1812 may name any of the three without its accents."""
    assert render(area_name("montreal"), "fr") == "Montréal"
    assert render(area_at("montreal"), "fr") == "à Montréal"
    assert render(area_of("montreal"), "fr") == "de Montréal"
    assert render(CARDS["br-11"].said, "fr").startswith(
        "Placez 2 unités rouges de votre réserve à Montréal"
    )
    french = "\n".join(p.read_text(encoding="utf-8") for p in (CATALOGS / "fr").glob("*.ftl"))
    unaccented = r"\b(Montreal|Quebec|Trois[- ]Rivieres|Detroit|Chateauguay|Lake Champlain)\b"
    assert re.findall(unaccented, french) == []
    assert "Montréal" in french
    # Other places as French writes them.
    said = {a: render(area_name(a), "fr") for a in ("detroit", "chateauguay", "st-johns")}
    assert said == {"detroit": "Détroit", "chateauguay": "Châteauguay", "st-johns": "Saint-Jean"}
    assert render(Msg("i1812-water-lake-champlain"), "fr") == "Lac Champlain"
    # Before a vowel and with an article, "de" and "à" as French says them.
    assert render(area_of("oswego"), "fr") == "d'Oswego"
    assert render(area_at("cryslers-farm"), "fr") == "à la ferme Crysler"
    assert render(area_of("six-nations"), "fr") == "des Six Nations"


def test_a_french_game_says_montreal():
    """Napoleon Defeated lands its red units at Montréal, in a French game."""
    state = build(BR, "cards", hands={BR: ["br-01", "br-11"]})
    state = act(state, BR, "play", "br-11")
    assert state.log[-1] == "2 red units land at Montreal."
    assert render(state.log[-1], "fr") == "2 unités rouges débarquent à Montréal."


def test_a_french_name_may_be_typed():
    """The board shows "Ferme Crysler" and the hand "Avance forcée" to a French player, who
    may type them as well as the English names."""
    assert MAP.find("Ferme Crysler").id == "cryslers-farm"
    assert MAP.find("montréal").id == "montreal"
    assert _card(BR, "Avance forcée", "play Avance forcée") == "br-01"
    with pytest.raises(RuleError, match="Lake Ontario is a body of water"):
        MAP.find("Lac Ontario")


def test_a_name_corrected_in_the_data_is_shown_as_corrected():
    """An owner's corrected data (GAME_DATA_DIR) no longer says the catalog's English: its
    name is shown as the data gives it, in every language."""
    assert printed("i1812-area-montreal", "Montreal") == Msg("i1812-area-montreal")
    assert printed("i1812-area-montreal", "Ville-Marie") == "Ville-Marie"
    assert not isinstance(printed("i1812-area-atlantis", "Atlantis"), Msg)
    data = copy.deepcopy(load_toml("invasion_1812", "map.toml"))
    next(a for a in data["area"] if a["id"] == "montreal")["name"] = "Ville-Marie"
    corrected = load_map(data)
    assert corrected.called("montreal") == "Ville-Marie"
    assert not isinstance(corrected.called("montreal"), Msg)
    assert isinstance(corrected.called("york"), Msg)
