"""A player's prompt: rendering a role's legal choices as persistent buttons or select menus
(generic over titles), the controls themselves, and what asking for the prompt or pressing a
control does. No rules live here.

Every control is a `DynamicItem` whose custom_id carries the game, the version the prompt was
shown at, the role and the choice index, so it survives restarts. A prompt stays current until
a player moves (a choice, an undo, a skip; `storage.GameRecord.is_current`): a roll asked for in
the thread leaves it be. A control of an older prompt is refused politely with the current one.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot import i18n
from bot.components import Controls, Guarded
from bot.context import bot_of, roles_of
from bot.embeds import private_embed
from bot.errors import Refused
from bot.outgoing import Outgoing, answer, update
from rules import get_title
from rules.core import Choice, GameOver, GameState, NotYourTurn, Title, View
from rules.core.messages import Msg, render
from rules.core.typed import Plan
from storage import GameRecord, StaleVersion

# Discord allows 5 rows of 5 buttons; past this many choices a select menu reads better.
MAX_BUTTONS = 20
SELECT_OPTIONS = 25
MAX_SELECTS = 5
_QUIET_VERBS = {"pass", "done", "confirm", "decline", "end"}


def choice_components(
    game_id: int, version: int, role: str, choices: list[Choice], language: str = i18n.SOURCE
) -> discord.ui.View:
    """Buttons for up to `MAX_BUTTONS` choices, select menus past that; choices that share a
    ``group`` (rules/core/protocol.py) get a menu of their own where several may be picked at
    once, when Discord's five rows leave room for it."""
    grouped: dict[str, list[int]] = {}
    loose: list[int] = []
    for index, choice in enumerate(choices):
        (grouped.setdefault(choice.group, []) if choice.group else loose).append(index)
    menus = [
        indexes[i : i + SELECT_OPTIONS]
        for indexes in grouped.values()
        for i in range(0, len(indexes), SELECT_OPTIONS)
    ]
    button_rows = -(-len(loose) // 5)
    if menus and len(menus) + button_rows <= MAX_SELECTS and len(loose) <= MAX_BUTTONS:
        view = Controls()
        for page, indexes in enumerate(menus):
            options = [(i, said(choices[i], language)) for i in indexes]
            view.add_item(ChoiceSelect(game_id, version, role, page, options, several=True))
        for index in loose:
            view.add_item(_button(game_id, version, role, index, choices[index], language))
        return view
    view = Controls()
    if len(choices) <= MAX_BUTTONS:
        for index, choice in enumerate(choices):
            view.add_item(_button(game_id, version, role, index, choice, language))
        return view
    pages = [choices[i : i + SELECT_OPTIONS] for i in range(0, len(choices), SELECT_OPTIONS)]
    for page, chunk in enumerate(pages[:MAX_SELECTS]):
        start = page * SELECT_OPTIONS
        options = [(start + i, said(c, language)) for i, c in enumerate(chunk)]
        view.add_item(ChoiceSelect(game_id, version, role, page, options))
    return view


def said(choice: Choice, language: str) -> str:
    """What a choice's control says, in ``language`` where the title gave it a message id."""
    return render(choice.label, language) if choice.label else choice.describe()


def _button(
    game_id: int, version: int, role: str, index: int, choice: Choice, language: str
) -> ChoiceButton:
    quiet = choice.verb in _QUIET_VERBS
    style = discord.ButtonStyle.secondary if quiet else discord.ButtonStyle.primary
    return ChoiceButton(game_id, version, role, index, said(choice, language), style)


def prompt_payload(
    title: Title,
    game: GameRecord,
    role: str,
    view: View,
    version: int,
    language: str = i18n.SOURCE,
) -> Outgoing:
    """The ephemeral prompt of one role, in its player's ``language``: what it is asked, its
    hand and its choices."""
    name = render(title.role_name(role), language)
    embeds = [private_embed(title, game, view, language)]
    if view.outcome is not None:
        return Outgoing(i18n.text(language, "play-over", name=name), embeds)
    if not view.choices:
        names = [render(title.role_name(r), language) for r in view.active]
        waiting = ", ".join(names) or i18n.text(language, "play-nobody")
        return Outgoing(i18n.text(language, "play-idle", name=name, waiting=waiting), embeds)
    return Outgoing(
        f"**{name}** · {render(view.prompt, language)}",
        embeds,
        view=choice_components(game.id, version, role, view.choices, language),
    )


# --- the controls ---


class ChoiceButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"c:(?P<game>\d+):(?P<version>\d+):(?P<role>[a-z0-9_-]+):(?P<index>\d+)",
):
    kind = "choice button"

    def __init__(
        self,
        game_id: int,
        version: int,
        role: str,
        index: int,
        label: str = "…",
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        self.game_id, self.version, self.role, self.index = game_id, version, role, index
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"c:{game_id}:{version}:{role}:{index}"
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ChoiceButton:
        return cls(int(match["game"]), int(match["version"]), match["role"], int(match["index"]))

    async def run(self, interaction: discord.Interaction) -> None:
        await act(interaction, self.game_id, self.version, self.role, self.index)


class ChoiceSelect(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"s:(?P<game>\d+):(?P<version>\d+):(?P<role>[a-z0-9_-]+):(?P<page>\d+)",
):
    kind = "choice select"

    def __init__(
        self,
        game_id: int,
        version: int,
        role: str,
        page: int,
        options: list[tuple[int, str]] | None = None,
        *,
        several: bool = False,
    ) -> None:
        self.game_id, self.version, self.role = game_id, version, role
        listed = options or [(0, "…")]
        if several:
            placeholder = "Choose one or several…"
        else:
            placeholder = "Choose…" if page == 0 else f"More choices ({page + 1})…"
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"s:{game_id}:{version}:{role}:{page}",
            placeholder=placeholder,
            max_values=len(listed) if several else 1,
            options=[discord.SelectOption(label=label[:100], value=str(i)) for i, label in listed],
        )
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> ChoiceSelect:
        return cls(int(match["game"]), int(match["version"]), match["role"], int(match["page"]))

    async def run(self, interaction: discord.Interaction) -> None:
        values = self.item.values or (interaction.data or {}).get("values", [])
        indexes = sorted(int(v) for v in values)
        await act(interaction, self.game_id, self.version, self.role, *indexes)


class TakeTurnButton(
    Guarded, discord.ui.DynamicItem[discord.ui.Button], template=r"turn:(?P<game>\d+)"
):
    kind = "take turn"

    def __init__(self, game_id: int, label: str = "Take your turn") -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label=label,  # in the game's language (bot/notify/pings.py)
                style=discord.ButtonStyle.success,
                custom_id=f"turn:{game_id}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> TakeTurnButton:
        return cls(int(match["game"]))

    async def run(self, interaction: discord.Interaction) -> None:
        await show_prompt(interaction, self.game_id)


# --- asking for the prompt, pressing a control ---


async def _prompt_for(
    interaction: discord.Interaction, game_id: int, role: str | None = None
) -> Outgoing:
    """The first role of this user that must act (or ``role``), rendered as a prompt."""
    store = bot_of(interaction).store
    game, state = await store.load(game_id)
    await i18n.note_speaker(store, game, interaction)
    return _prompt_from(game, state, interaction, role)


def _prompt_from(
    game: GameRecord, state: GameState, interaction: discord.Interaction, role: str | None = None
) -> Outgoing:
    """`_prompt_for` of a game in hand (after a change, the `Submitted` it returned), in the
    language of the person who asked (their Discord client's)."""
    user_id = interaction.user.id
    if game.status == "abandoned":
        raise GameOver(f"Game #{game.id} was abandoned; nothing more can be played in it.")
    title = get_title(game.title)
    mine = roles_of(game, user_id)
    if not mine:
        raise Refused("play-no-seat", game=game.id)
    if role is not None and role not in mine:
        held = Msg.join(*(title.role_name(r) for r in mine), sep=", ")
        raise Refused("play-not-yours", role=title.role_name(role), held=held)
    candidates = [role] if role else mine
    views = [title.view(state, r) for r in candidates]
    acting = next((v for v in views if v.choices), views[0])
    language = i18n.language_of(interaction.locale)
    prompt = prompt_payload(
        title, game, acting.role or candidates[0], acting, game.version, language
    )
    others = [v.role for v in views if v.choices and v is not acting]
    if others:
        names = ", ".join(render(title.role_name(r), language) for r in others if r)
        prompt.content += "\n" + i18n.text(language, "play-also", names=names)
    return prompt


async def show_prompt(
    interaction: discord.Interaction, game_id: int, role: str | None = None, *, note: str = ""
):
    prompt = await _prompt_for(interaction, game_id, role)
    if note:
        prompt.content = f"{note}\n{prompt.content}"
    await answer(interaction, prompt)


async def show_hand(interaction: discord.Interaction, game_id: int) -> None:
    store = bot_of(interaction).store
    game, state = await store.load(game_id)
    title = get_title(game.title)
    mine = roles_of(game, interaction.user.id)
    if not mine:
        raise Refused("play-no-hand", game=game.id)
    language = i18n.language_of(interaction.locale)
    embeds = [private_embed(title, game, title.view(state, role), language) for role in mine]
    await answer(interaction, Outgoing(embeds=embeds))


async def act(
    interaction: discord.Interaction, game_id: int, version: int, role: str, *indexes: int
) -> None:
    """Apply the choice behind a button or select (several, in the order listed, all or
    none, from a menu of choices picked together), then show what comes next. The game is
    read once, in the store's transaction, which turns the indexes into choices."""
    bot = bot_of(interaction)
    user_id = interaction.user.id
    picked: list[Choice] = []

    def pick(game: GameRecord, title: Title, state: GameState) -> tuple[str, list[Choice]]:
        if game.seats.get(role) != user_id:
            # Say nothing about the prompt or the seat's hand: only that this is not theirs.
            raise Refused("play-not-your-button")
        if not game.is_current(version):
            raise StaleVersion(game.version)
        choices = title.view(state, role).choices
        if not indexes or not all(0 <= i < len(choices) for i in indexes):
            raise StaleVersion(game.version)
        picked.extend(choices[i] for i in indexes)
        return role, picked

    try:
        submitted = await bot.store.submit_picked(
            game_id, pick, user_id=user_id, expected_version=version
        )
    except StaleVersion:
        await _refuse_stale(interaction, game_id, role)
        return
    prompt = _prompt_from(submitted.game, submitted.state, interaction)
    done = "; ".join(said(c, i18n.language_of(interaction.locale)) for c in picked)
    prompt.content = f"✅ {done}\n{prompt.content}"
    await _replace(interaction, prompt)
    bot.dispatcher.wake(submitted)


async def act_typed(
    interaction: discord.Interaction, game_id: int, role: str | None, text: str
) -> None:
    """A typed command (`/play do:`): the title turns it into atomic choices, against the game
    as the store's transaction reads it, and the store applies them all or none."""
    bot = bot_of(interaction)
    user_id = interaction.user.id
    read_at = 0  # the version the command is read at; each step it stands for is one more

    def pick(game: GameRecord, title: Title, state: GameState) -> tuple[str, Plan]:
        nonlocal read_at
        mine = roles_of(game, user_id)
        if not mine:
            raise Refused("play-cannot-act", game=game.id)
        if role is not None and role not in mine:
            raise Refused("play-not-held", role=title.role_name(role))
        acting = role or next((r for r in mine if title.view(state, r).choices), mine[0])
        if not title.view(state, acting).choices:
            why = title.out_of_turn(state, acting, text)
            raise NotYourTurn(why or f"{title.role_name(acting)} has nothing to do now.")
        read_at = game.version
        return acting, title.plan(state, acting, text)

    submitted = await bot.store.submit_picked(game_id, pick, user_id=user_id)
    prompt = _prompt_from(submitted.game, submitted.state, interaction)
    done = i18n.text(
        i18n.language_of(interaction.locale),
        "play-typed-done",
        text=text[:200],
        count=submitted.version - read_at,
    )
    prompt.content = f"{done}\n{prompt.content}"
    await answer(interaction, prompt)
    bot.dispatcher.wake(submitted)


async def _refuse_stale(interaction: discord.Interaction, game_id: int, role: str) -> None:
    prompt = await _prompt_for(interaction, game_id, role)
    stale = i18n.text(i18n.language_of(interaction.locale), "play-stale")
    prompt.content = f"{stale}\n{prompt.content}"
    await answer(interaction, prompt)


async def _replace(interaction: discord.Interaction, prompt: Outgoing) -> None:
    """Edit the ephemeral prompt in place; a public message (a ping) gets a new ephemeral."""
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await update(interaction, prompt)
        return
    await answer(interaction, prompt)
