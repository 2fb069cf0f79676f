"""The board (public), the private view and what stays hidden (ARCHITECTURE.md, "The rules
protocol")."""

from __future__ import annotations

from scw_build import N, R, act, attack, build, filler, fresh

from rules.spanish_civil_war import CARDS, ORACLE, TITLE

FRANCO, MADRID = "general-francisco-franco", "defense-of-madrid"


def _names_and_ids(cards):
    return [CARDS[c].name for c in cards] + list(cards)


def test_board_headline_says_turn_phase_and_attacker():
    state = build("attack", nationalists=[FRANCO])
    state.turn = 3
    assert (
        TITLE.view(state, None).board.headline == "Turn 3 · Attack phase · Nationalists attacking"
    )


def test_board_data_has_exactly_the_keys_the_renderer_reads():
    state = fresh()
    data = TITLE.view(state, None).board.data
    assert data == {
        "turn": 1,
        "phase": "recruit",
        "active_player": N,
        "waiting": [N, R],
        "sides": {
            N: {"name": "Nationalists", "territory": 5, "morale": 10, "hand": 8},
            R: {"name": "Republicans", "territory": 5, "morale": 10, "hand": 8},
        },
        "draw_pile": 58,
        "discard_pile": 0,
        "last_attack": None,
    }


def test_board_text_and_fields_show_tokens_hands_piles_and_who_must_act():
    state = build("event", nationalists=["airlift"], draw=filler(4), discard=["vanguard"])
    board = TITLE.view(state, None).board
    fields = {f.name: f.value for f in board.fields}
    assert fields["Nationalists"] == "5 Territory · 10 Morale · 1 card in hand"
    assert fields["Deck"] == "4 to draw · 1 discarded"
    assert fields["Waiting on"] == "Nationalists"
    assert "Event phase" in fields["Turn"]
    assert board.text.startswith(board.headline)


def test_board_never_shows_hands_commitments_face_down_discards_or_the_deck_order():
    hands_n, hands_r = [FRANCO, "condor-legion", "airlift"], [MADRID, "soviet-armor"]
    draw, discard = filler(5, besides=hands_n + hands_r), ["vanguard", "garrison"]
    state = build("attack", nationalists=hands_n, republicans=hands_r, draw=draw, discard=discard)
    state = act(state, N, "commit", FRANCO)
    state = act(state, N, "confirm")
    state = act(state, R, "commit", MADRID)
    spectator = TITLE.view(state, None)
    public = spectator.board.model_dump_json() + "\n".join(spectator.log)
    for term in _names_and_ids(hands_n + hands_r + draw + discard):
        assert term not in public
    assert spectator.private.text == "" and spectator.private.data == {}


def test_private_view_shows_the_hand_usable_flags_and_commitments():
    state = build("attack", nationalists=[FRANCO, "soviet-armor", "airlift"])
    state = act(state, N, "commit", FRANCO)
    private = TITLE.view(state, N).private
    assert private.data["hand"] == [FRANCO, "soviet-armor", "airlift"]
    assert private.data["committed"] == [FRANCO]
    assert private.data["cards"][1] == {
        "id": "soviet-armor",
        "name": "Soviet Armor",
        "type": "Unit",
        "force": 5,
        "usable": False,
    }
    assert private.text.splitlines() == [
        "Your hand (3 cards):",
        "- General Francisco Franco (Leader, 5) [committed]",
        "- Soviet Armor (Unit, 5) [Republican card: you may only discard it]",
        "- Airlift (Event: draw 2 cards)",
    ]


def test_no_view_of_the_other_side_holds_a_hidden_card():
    state = fresh()
    for viewer, other in ((N, R), (R, N)):
        text = TITLE.view(state, viewer).model_dump_json()
        for term in _names_and_ids(state.hands[other]):
            assert term not in text


def test_secrets_are_the_ids_and_names_of_the_cards_held():
    state = build("event", nationalists=[FRANCO], republicans=["intellectuals"], active=R)
    state.deck.draw_pile = ["vanguard"]
    assert ORACLE.secrets(state, N) == {FRANCO, "General Francisco Franco"}
    state = act(state, R, "play", "intellectuals")
    assert ORACLE.secrets(state, R) == {"vanguard", "Vanguard"}


def test_board_after_the_game_says_who_won():
    state = attack(build("attack", nationalists=[FRANCO], morale=(10, 1)), [FRANCO], [])
    board = TITLE.view(state, N).board
    assert board.headline == "Turn 1 · Game over · Nationalists win"
    assert board.data["phase"] == "over" and board.data["waiting"] == []


def test_board_stops_naming_the_last_attacks_cards_once_the_discards_are_reshuffled():
    """RECRUIT PHASE: "If a deck runs out, shuffle the discard and draw from it". The attack's
    cards lie face up in the discard pile until then; afterwards they may be in a hand, so the
    board keeps only the totals and the winner."""
    hands = filler(16, besides=[FRANCO, MADRID])
    state = build("attack", nationalists=[FRANCO, *hands[:7]], republicans=[MADRID, *hands[8:15]])
    state = attack(state, [FRANCO], [MADRID])
    shown = TITLE.view(state, None).board
    assert "General Francisco Franco" in shown.text  # face up in the discard pile
    assert shown.data["last_attack"]["cards"][N][0]["name"] == "General Francisco Franco"

    state.deck.draw_pile = []  # the next draw reshuffles the discards, Franco among them
    state.deck.draw(1, state.rng)
    shown = TITLE.view(state, None).board
    assert "Franco" not in shown.text and "Madrid" not in shown.text
    assert shown.data["last_attack"]["cards"] == {N: [], R: []}
    assert shown.data["last_attack"]["totals"] == {N: 10, R: 5}
    assert "reshuffled" in shown.data["last_attack"]["text"]
