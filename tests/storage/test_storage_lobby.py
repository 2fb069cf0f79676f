"""Creating games, taking seats and starting: the lobby's rules and messages."""

from __future__ import annotations

import hashlib

import pytest
from race_title import (
    BLUE_PLAYER,
    OWNER,
    RACE,
    RED_PLAYER,
    SEED,
    SPECTATOR,
    new_race,
    play_to_end,
    started_race,
)

from rules.core import (
    GameOver,
    Rng,
    RuleError,
    UnknownOption,
    UnknownRole,
    UnknownScenario,
    UnknownTitle,
)
from storage import GameRecord
from storage.errors import Mention, Refusal, UnknownGame


async def test_create_game_stores_a_lobby_game_committed_to_its_seed(store) -> None:
    game = await new_race(store, "sprint")
    assert game.status == "lobby" and game.version == 0 and game.seats == {}
    assert (game.title, game.scenario, game.owner_id, game.guild_id) == (
        RACE.id,
        "sprint",
        OWNER,
        1,
    )
    # Commitment = SHA-256 of the seed bytes (ARCHITECTURE.md, "Dice you can verify").
    assert game.commitment == hashlib.sha256(bytes.fromhex(SEED)).hexdigest()
    # Options are stored in full, defaults included, so a later default cannot change a replay.
    assert game.options == {"double_sixes": False}


async def test_create_game_draws_a_fresh_seed_when_none_is_given(store) -> None:
    first = await store.create_game(RACE.id, "sprint", None, owner_id=1, guild_id=1, channel_id=1)
    second = await store.create_game(RACE.id, "sprint", None, owner_id=1, guild_id=1, channel_id=1)
    assert first.commitment != second.commitment


@pytest.mark.parametrize(
    ("title", "scenario", "options", "kind", "message"),
    [
        ("chess", "sprint", {}, UnknownTitle, "There is no title 'chess'. Titles: test-race."),
        (
            RACE.id,
            "relay",
            {},
            UnknownScenario,
            "Test Race has no scenario 'relay'. Scenarios: sprint, marathon.",
        ),
        (
            RACE.id,
            "sprint",
            {"jokers": True},
            UnknownOption,
            "Test Race has no option 'jokers'. Options: double_sixes.",
        ),
    ],
)
async def test_create_game_refuses_unknown_titles_scenarios_and_options(
    store, title: str, scenario: str, options: dict, kind: type[RuleError], message: str
) -> None:
    with pytest.raises(kind) as caught:
        await store.create_game(title, scenario, options, owner_id=1, guild_id=1, channel_id=1)
    assert str(caught.value) == message
    assert await store.list_games() == []


async def test_the_seed_is_never_in_a_game_record(store) -> None:
    game = await new_race(store)
    assert "seed" not in GameRecord.model_fields
    assert SEED not in game.model_dump_json()
    submitted = await started_race(store)
    assert SEED not in submitted.game.model_dump_json()


async def test_the_seed_is_revealed_only_once_the_game_is_over(store) -> None:
    game = (await started_race(store, "sprint")).game
    with pytest.raises(RuleError, match="stays secret until the game is over.*" + game.commitment):
        await store.reveal_seed(game.id)
    await play_to_end(store, game.id)
    assert await store.reveal_seed(game.id) == SEED


async def test_an_abandoned_game_reveals_its_seed(store) -> None:
    game = await new_race(store)
    with pytest.raises(Refusal) as refused:
        await store.abandon(game.id, SPECTATOR)
    # Storage names the owner as data; the bot writes the mention (bot/errors.py).
    assert refused.value.message_id == "store-only-owner"
    assert refused.value.said["owner"] == Mention(OWNER)
    assert str(refused.value).startswith(f"Only the owner of game {game.id}, user {OWNER},")
    written = refused.value.render(lambda part: f"<@{part.user_id}>", "fr")
    assert written.startswith(f"Seul le créateur de la partie {game.id}, <@{OWNER}>,")
    abandoned = await store.abandon(game.id, OWNER)
    assert abandoned.status == "abandoned"
    assert await store.reveal_seed(game.id) == SEED
    with pytest.raises(GameOver, match="was abandoned"):
        await store.join(game.id, "red", RED_PLAYER)
    # Abandoned in the lobby, it was never set up: nothing to load or to verify.
    with pytest.raises(RuleError, match="has not started yet"):
        await store.load(game.id)
    assert await store.verify() == []


async def test_join_seats_players_and_a_user_may_hold_several_roles(store) -> None:
    game = await new_race(store)
    await store.join(game.id, "blue", RED_PLAYER)
    joined = await store.join(game.id, "red", RED_PLAYER)
    # Seats are listed in the title's role order, not the order they were taken in.
    assert joined.seats == {"red": RED_PLAYER, "blue": RED_PLAYER}
    assert joined.roles_of(RED_PLAYER) == ["red", "blue"]


async def test_join_refuses_unknown_roles_taken_roles_and_started_games(store) -> None:
    game = await new_race(store)
    with pytest.raises(UnknownRole) as unknown:
        await store.join(game.id, "green", RED_PLAYER)
    assert str(unknown.value) == "Test Race has no role 'green'. Roles: Red (red), Blue (blue)."
    await store.join(game.id, "red", RED_PLAYER)
    with pytest.raises(RuleError) as taken:
        await store.join(game.id, "red", BLUE_PLAYER)
    assert str(taken.value) == (
        f"Red is already taken by user {RED_PLAYER}. Free roles: Blue (blue)."
    )
    assert taken.value.said["holder"] == Mention(RED_PLAYER)
    with pytest.raises(RuleError, match="You already hold Red"):
        await store.join(game.id, "red", RED_PLAYER)
    await store.join(game.id, "blue", BLUE_PLAYER)
    await store.start(game.id, OWNER)
    with pytest.raises(RuleError, match=f"Game {game.id} has already started"):
        await store.join(game.id, "blue", SPECTATOR)


async def test_leave_frees_one_role_or_all_of_them(store) -> None:
    game = await new_race(store)
    await store.join(game.id, "red", RED_PLAYER)
    await store.join(game.id, "blue", RED_PLAYER)
    assert (await store.leave(game.id, RED_PLAYER, "blue")).seats == {"red": RED_PLAYER}
    await store.join(game.id, "blue", RED_PLAYER)
    assert (await store.leave(game.id, RED_PLAYER)).seats == {}


async def test_leave_refuses_users_without_that_seat(store) -> None:
    game = await new_race(store)
    await store.join(game.id, "red", RED_PLAYER)
    with pytest.raises(RuleError) as not_yours:
        await store.leave(game.id, BLUE_PLAYER, "red")
    assert str(not_yours.value) == "You do not hold Red in this game."
    with pytest.raises(RuleError, match=f"You do not hold a role in game {game.id}"):
        await store.leave(game.id, BLUE_PLAYER)
    with pytest.raises(RuleError, match=r"has no role 'green'\. Roles: Red \(red\), Blue"):
        await store.leave(game.id, RED_PLAYER, "green")
    await store.join(game.id, "blue", BLUE_PLAYER)
    await store.start(game.id, OWNER)
    with pytest.raises(RuleError, match="has already started"):
        await store.leave(game.id, RED_PLAYER)


async def test_start_needs_the_owner_and_every_role_seated(store) -> None:
    game = await new_race(store)
    await store.join(game.id, "red", RED_PLAYER)
    with pytest.raises(RuleError) as empty:
        await store.start(game.id, OWNER)
    assert str(empty.value) == f"Game {game.id} cannot start while seats are empty: Blue (blue)."
    await store.join(game.id, "blue", BLUE_PLAYER)
    with pytest.raises(RuleError) as not_owner:
        await store.start(game.id, RED_PLAYER)
    assert str(not_owner.value) == (
        f"Only the owner of game {game.id}, user {OWNER}, or a member with Manage Server can "
        "start it."
    )
    assert (await store.get_game(game.id)).status == "lobby"


async def test_start_sets_the_game_up_from_its_seed(store) -> None:
    submitted = await started_race(store, "sprint", double_sixes=True)
    assert submitted.version == submitted.game.version == 1
    assert submitted.game.status == "active"
    # The race draws Red's hunch then Blue's (race_title), straight from the seeded rng.
    rng = Rng(seed=SEED)
    assert submitted.state.hunches == {"red": rng.between(1, 6), "blue": rng.between(1, 6)}
    assert submitted.state.options == {"double_sixes": True}
    game, state = await store.load(submitted.game.id)
    assert game == submitted.game and state == submitted.state
    with pytest.raises(RuleError, match="has already started"):
        await store.start(game.id, OWNER)


async def test_load_refuses_a_game_that_has_not_started(store) -> None:
    game = await new_race(store)
    with pytest.raises(RuleError, match=f"Game {game.id} has not started yet"):
        await store.load(game.id)
    with pytest.raises(UnknownGame) as unknown:
        await store.load(99)
    assert (str(unknown.value), unknown.value.game_id) == ("There is no game 99.", 99)


async def test_discord_ids_are_set_only_when_passed(store) -> None:
    game = await new_race(store)
    await store.set_discord_ids(game.id, thread_id=10, lobby_message_id=11)
    updated = await store.set_discord_ids(game.id, board_message_id=12)
    assert (updated.thread_id, updated.lobby_message_id, updated.board_message_id) == (10, 11, 12)
    assert await store.game_by_thread(10) == updated
    assert await store.game_by_thread(77) is None
    other = await new_race(store)
    with pytest.raises(RuleError, match=f"Thread 10 already belongs to game {game.id}"):
        await store.set_discord_ids(other.id, thread_id=10)


async def test_settings_are_merged_validated_and_for_the_owner(store) -> None:
    """Only the owner or a manager may change settings; bad values are refused."""
    game = await new_race(store)
    await store.update_settings(game.id, {"reminder_hours": 12}, user_id=OWNER)
    updated = await store.update_settings(game.id, {"deadline_hours": 48}, user_id=OWNER)
    assert (updated.game_settings.reminder_hours, updated.game_settings.deadline_hours) == (12, 48)
    with pytest.raises(RuleError, match=r"Only the owner .* or a member with Manage Server"):
        await store.update_settings(game.id, {"reminder_hours": 1}, user_id=SPECTATOR)
    by_manager = await store.update_settings(
        game.id, {"reminder_hours": 0}, user_id=SPECTATOR, manager=True
    )
    assert by_manager.game_settings.reminder_every is None
    with pytest.raises(RuleError, match="reminder_hours: Input should be greater than or equal"):
        await store.update_settings(game.id, {"reminder_hours": -1}, user_id=OWNER)
    assert (await store.get_game(game.id)).game_settings.reminder_hours == 0


async def test_list_games_filters_by_guild_user_and_status(store) -> None:
    lobby = await store.create_game(RACE.id, "sprint", {}, owner_id=OWNER, guild_id=1, channel_id=2)
    other_guild = await store.create_game(
        RACE.id, "sprint", {}, owner_id=SPECTATOR, guild_id=9, channel_id=2
    )
    active = (await started_race(store)).game
    assert [g.id for g in await store.list_games()] == [lobby.id, other_guild.id, active.id]
    assert [g.id for g in await store.list_games(guild_id=1)] == [lobby.id, active.id]
    assert [g.id for g in await store.list_games(user_id=BLUE_PLAYER)] == [active.id]
    assert [g.id for g in await store.list_games(user_id=SPECTATOR)] == [other_guild.id]
    assert [g.id for g in await store.list_games(statuses=["active"])] == [active.id]
    assert await store.list_games(statuses=[]) == []
    with pytest.raises(ValueError, match="Unknown statuses"):
        await store.list_games(statuses=["paused"])


async def test_a_manager_may_abandon_a_game_they_do_not_own(store) -> None:
    """`/game abandon` is for the owner or a member with Manage Server."""
    game = await new_race(store)
    abandoned = await store.abandon(game.id, SPECTATOR, manager=True)
    assert abandoned.status == "abandoned"
    assert await store.reveal_seed(game.id)
