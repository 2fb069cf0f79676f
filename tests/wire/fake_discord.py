"""A fake Discord over loopback HTTP and WebSocket, for driving the real bot (`bot.start(token)`)
where SimCord cannot: latency, rate limits and concurrency (issue 14).

It answers the routes the bot uses for delivery (and to log in and get ready) the way Discord
does on the wire: REST under ``/api/v10`` with the ``X-RateLimit-*`` headers discord.py reads
(``Limit``, ``Remaining``, ``Reset``, ``Reset-After``, ``Bucket``) and 429 bodies with
``retry_after`` and ``global``; a gateway that says HELLO, takes IDENTIFY, answers with READY
and one GUILD_CREATE per guild of the shard it names, holding the guild's channel and game
threads, and acknowledges heartbeats. Every REST call waits ``latency`` seconds first, as a call
to Discord takes tens of milliseconds.

Guilds: one by default (`GUILD_ID`, its channel `CHANNEL_ID`); ``guilds=`` gives several, each
with a text channel of its own (`channel_of`), and `guilds_on_shards` picks ids that Discord puts
on given shards (``(guild_id >> 22) % shard_count``). A gateway connection that IDENTIFYs as
shard ``[id, count]`` is told of that shard's guilds only (READY, then their GUILD_CREATEs), and
of the threads made in them (THREAD_CREATE); `identified` records every IDENTIFY.

Nonces, as Discord keeps them: a message posted with ``nonce`` and ``enforce_nonce`` whose nonce
was posted in the same channel within `NONCE_WINDOW` seconds is not created again; the first
message is answered instead (200, its id), the call is marked ``repeat`` and counted in
`repeats`. `created` lists the messages created, in the order they were, each with its nonce.

Rate limits, as Discord's documentation describes them: a bucket per route and channel (its
"major parameter"): messages posted to a channel 5 per 5 s, message edits 5 per 5 s, pins 5
per 5 s, other routes 50 per second; and the bot's global 50 calls a second (interaction routes
excluded). `shut` makes a channel answer 429 to everything for a while, as a channel under a
heavy limit does.

`calls` records every REST call (method, route template, channel, start and end time, and the
token it carried, which tells bot processes given different tokens apart): the tests and
`python -m bench` read what the bot did from it, and `most_in_flight` how many calls were open
at once.

Interactions, as Discord sends and answers them ("Receiving and Responding"): `command` (a slash
command, as typed: ``"game status"``) and `press` (a button or a select of a message) send an
INTERACTION_CREATE over the gateway connection of the shard serving the channel's guild, a
whole interaction object (member, channel, token, locale, permissions...; a press carries the
message its control sits on). The interaction's callback (``POST
/interactions/{id}/{token}/callback``) is taken within `ANSWER_WITHIN` seconds of the dispatch
(`answer_within`, on `clock`: a test may lower the one or drive the other): 204, or 200 with
the callback's resource when ``with_response`` is asked, as discord.py does; later, or for an
interaction the fake never sent, 404 Unknown interaction (10062); a second callback, 400
already acknowledged (40060). Once acknowledged, its token takes follow-ups and edits of the
original response and of the follow-ups (``/webhooks/{application}/{token}...``) for
`TOKEN_LIFE`; unacknowledged or expired, 404 Unknown Webhook (10015). Like Discord's,
these routes are outside the global limit. `interactions` records each interaction sent
(`SentInteraction`: when, and every callback with when it arrived, its type and its answer).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import aiohttp
from aiohttp import web

API = "/api/v10"
BOT_ID = 900_000_000_000_000_001
APPLICATION_ID = BOT_ID
GUILD_ID = 900_000_000_000_000_002
CHANNEL_ID = 900_000_000_000_000_003
GLOBAL_LIMIT = 50  # calls a second, interaction routes excluded
# (method, route template) -> (calls, per seconds), per channel.
LIMITS: dict[tuple[str, str], tuple[int, float]] = {
    ("POST", "/channels/{channel}/messages"): (5, 5.0),
    ("PATCH", "/channels/{channel}/messages/{message}"): (5, 5.0),
    ("PUT", "/channels/{channel}/messages/pins/{message}"): (5, 5.0),
}
DEFAULT_LIMIT = (50, 1.0)
# How long Discord remembers a message's nonce (its documentation: "the past few minutes").
NONCE_WINDOW = 300.0
# Discord's clock on an interaction ("Receiving and Responding"): its first answer within 3 s
# of the event, or the token is invalidated; once answered, the token takes follow-ups for
# 15 minutes.
ANSWER_WITHIN = 3.0
TOKEN_LIFE = 15 * 60.0
# Discord's JSON error codes ("Opcodes and Status Codes").
UNKNOWN_MESSAGE = 10008
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
ALREADY_ACKNOWLEDGED = 40060
INVALID_FORM_BODY = 50035
# Message flags.
EPHEMERAL = 1 << 6
LOADING = 1 << 7
# What the fake guild's only role, @everyone, grants: its members and the bot hold no other, so
# it is both a member's permissions and the app's in every channel.
EVERYONE_PERMISSIONS = "2147483647"
# The upload limit an interaction states (10 MiB, a server without boosts).
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024

_ROUTES = [
    (
        re.compile(r"^/channels/(\d+)/messages/pins/(\d+)$"),
        "/channels/{channel}/messages/pins/{message}",
    ),
    (re.compile(r"^/channels/(\d+)/pins/(\d+)$"), "/channels/{channel}/pins/{message}"),
    (re.compile(r"^/channels/(\d+)/messages/(\d+)$"), "/channels/{channel}/messages/{message}"),
    (re.compile(r"^/channels/(\d+)/messages$"), "/channels/{channel}/messages"),
    (re.compile(r"^/channels/(\d+)$"), "/channels/{channel}"),
]
# An interaction's routes: its callback, then the follow-ups and edits its token allows. The
# token, a secret, stays out of the template.
_HOOKS = [
    (
        re.compile(r"^/interactions/(\d+)/([^/]+)/callback$"),
        "/interactions/{interaction}/{token}/callback",
    ),
    (
        re.compile(r"^/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)$"),
        "/webhooks/{application}/{token}/messages/{message}",
    ),
    (re.compile(r"^/webhooks/(\d+)/([^/]+)$"), "/webhooks/{application}/{token}"),
]


@dataclass
class Call:
    method: str
    route: str
    channel: int | None
    started: float
    ended: float = 0.0
    status: int = 0
    body: dict[str, Any] = field(default_factory=dict)
    message: int | None = None  # the message created or edited
    token: str = ""  # from the Authorization header ("Bot <token>")
    repeat: bool = False  # a post whose nonce was seen: answered with the first message
    created_at: float = 0.0  # when the message was created (posts that created one)

    @property
    def nonce(self) -> str | None:
        nonce = self.body.get("nonce")
        return None if nonce is None else str(nonce)


@dataclass
class Identified:
    """One IDENTIFY on the gateway: who (its token) and which shard of how many."""

    token: str
    shard: int
    shard_count: int
    at: float


@dataclass
class Callback:
    """One callback the bot made for an interaction, as the fake took it."""

    at: float  # on the fake's `clock`, when it arrived
    type: int  # its interaction callback type: 4 a message, 5 deferred, 6 deferred update, 7 update
    status: int  # the fake's answer: 200 or 204 taken, 404 too late or unknown, 400 a second one
    code: int | None = None  # Discord's error code, when refused


@dataclass
class SentInteraction:
    """An interaction the fake sent the bot, and what the bot did with it."""

    id: int
    token: str
    type: int  # 2 an application command, 3 a message component
    name: str  # the command as typed ("game status"), or the control's custom_id
    guild: int
    channel: int
    user: int
    sent_at: float = 0.0  # on the fake's `clock`, when the dispatch went out
    message: dict[str, Any] | None = None  # a press: the message its control sits on
    callbacks: list[Callback] = field(default_factory=list)  # every one tried, in order
    original: dict[str, Any] | None = None  # the response's message (@original), once there is one
    followups: list[dict[str, Any]] = field(default_factory=list)

    @property
    def acknowledged(self) -> bool:
        """Whether a callback was taken: only then may the token be used further."""
        return any(200 <= c.status < 300 for c in self.callbacks)

    @property
    def answer(self) -> Callback | None:
        """The first callback, whatever its answer."""
        return self.callbacks[0] if self.callbacks else None

    @property
    def answered_in(self) -> float | None:
        """Seconds from the dispatch to the first callback's arrival."""
        return None if self.answer is None else self.answer.at - self.sent_at


@dataclass(frozen=True)
class _Hook:
    """An interaction's route, read: its template, the interaction's id (a callback) or the
    application's (a webhook), the token, and the message named (``@original`` or an id)."""

    route: str
    owner: int
    token: str
    message: str | None


@dataclass
class _Bucket:
    limit: int
    per: float
    used: int = 0
    reset_at: float = 0.0


def guilds_on_shards(count: int, shard_count: int) -> list[int]:
    """``count`` guild ids that Discord spreads evenly over ``shard_count`` shards: the k-th on
    shard ``(k + shard of GUILD_ID) % shard_count``. The first is `GUILD_ID`."""
    return [GUILD_ID + (k << 22) for k in range(count)]


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord puts a guild on."""
    return (guild_id >> 22) % shard_count


class FakeDiscord:
    def __init__(self, latency: float = 0.08, guilds: Sequence[int] = (GUILD_ID,)) -> None:
        self.latency = latency
        self.calls: list[Call] = []
        self.in_flight = 0
        self.most_in_flight = 0
        self.guilds = list(guilds)
        self.threads: dict[int, str] = {}  # thread id -> name
        self.thread_guild: dict[int, int] = {}  # thread id -> its guild
        self.dms: dict[int, int] = {}  # user id -> DM channel id
        self.identified: list[Identified] = []
        self.created: list[Call] = []  # the posts that created a message, in creation order
        self.repeats = 0  # posts whose nonce was seen: nothing created
        self._nonces: dict[tuple[int | None, str], tuple[int, float]] = {}
        self._buckets: dict[tuple[str, str, int | None], _Bucket] = {}
        self._global: list[float] = []
        self._shut: dict[int, float] = {}
        self._ids = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None  # the fake's own, once started
        self.url = ""
        self.bucket_429s = 0  # 429s the bot earned by not waiting out a bucket
        self.global_429s = 0  # and by going over the global limit
        self._sockets: dict[web.WebSocketResponse, int] = {}  # connected gateways, their sequence
        self._shards: dict[web.WebSocketResponse, tuple[int, int]] = {}  # identified: [id, count]
        self._session_shard: dict[str, tuple[int, int]] = {}  # session id -> its shard
        self._ended_sessions: set[str] = set()  # closed by 4007 or 4009: not resumable
        self._gateway_refused_until = 0.0  # drop_gateway: new connections refused until then
        self._failing: dict[int, tuple[float, int]] = {}  # fail: channel -> (until, status)
        self._stalled: dict[int, float] = {}  # stall: channel -> until
        self._storm_until = 0.0  # storm: global 429s until then
        self.storm_429s = 0  # global 429s answered in a storm
        self.failed_calls = 0  # calls answered with a 5xx by `fail`
        self.resumed = 0  # sessions resumed (op 6) after a drop
        self.interactions: list[SentInteraction] = []  # every interaction sent, in order
        self._interactions: dict[int, SentInteraction] = {}  # by id
        self._by_token: dict[str, SentInteraction] = {}
        # The clock of the interactions' deadlines (`ANSWER_WITHIN`, `TOKEN_LIFE`): a test may
        # drive it rather than wait.
        self.clock: Callable[[], float] = time.monotonic
        self.answer_within = ANSWER_WITHIN

    # --- the world -------------------------------------------------------------------------------

    def snowflake(self) -> int:
        """An id that grows with time, as Discord's do (the timestamp in its high bits)."""
        millis = int(time.time() * 1000) - 1420070400000
        return (millis << 22) + next(self._ids) % (1 << 22)

    def channel_of(self, guild: int) -> int:
        """The text channel of ``guild`` (`CHANNEL_ID` for `GUILD_ID`)."""
        return CHANNEL_ID if guild == GUILD_ID else guild + 1

    async def add_thread(self, name: str, guild: int | None = None) -> int:
        """A new thread of the channel of ``guild`` (the first guild by default), announced to
        the bot (THREAD_CREATE) as Discord does, on the shards serving that guild, so the bot
        has it in its cache. Before the fake is started it is only recorded: it comes with its
        guild's GUILD_CREATE."""
        guild = self.guilds[0] if guild is None else guild
        if guild not in self.guilds:
            raise ValueError(f"guild {guild} is not one of the fake's: {self.guilds}")
        thread = self.snowflake()
        self.threads[thread] = name
        self.thread_guild[thread] = guild
        if self._loop is not None:
            await self._on_server(self._announce(thread, name))
        return thread

    def _thread_data(self, thread: int) -> dict[str, Any]:
        guild = self.thread_guild.get(thread, GUILD_ID)
        return _thread(thread, self.threads[thread], guild, self.channel_of(guild))

    async def _announce(self, thread: int, name: str) -> None:
        guild = self.thread_guild[thread]
        for ws, sequence in list(self._sockets.items()):
            shard = self._shards.get(ws)
            if shard is None or shard_of(guild, shard[1]) != shard[0]:
                continue
            self._sockets[ws] = sequence + 1
            data = {**self._thread_data(thread), "newly_created": True}
            await ws.send_json({"op": 0, "t": "THREAD_CREATE", "s": sequence + 1, "d": data})

    async def command(
        self,
        user: int,
        channel: int,
        command: str,
        options: dict[str, str | int | float | bool] | None = None,
        *,
        locale: str = "en-US",
    ) -> SentInteraction:
        """``user`` runs the slash command ``command`` as typed (``"game status"``: a command,
        then its subcommand group and subcommand) in ``channel``, with ``options`` (name ->
        value): an APPLICATION_COMMAND interaction, sent to the bot."""
        top, *path = command.split()
        typed = [
            {"name": name, "type": _option_type(value), "value": value}
            for name, value in (options or {}).items()
        ]
        # The innermost subcommand (type 1) holds the options; a group (type 2) holds it.
        for depth, name in reversed(list(enumerate(path))):
            kind = 1 if depth == len(path) - 1 else 2
            typed = [{"name": name, "type": kind, "options": typed}]
        data = {"id": str(self.snowflake()), "name": top, "type": 1, "options": typed}
        return await self._interact(2, command, data, user, channel, locale=locale)

    async def press(
        self,
        user: int,
        channel: int,
        custom_id: str,
        *,
        values: list[str] | None = None,
        message: dict[str, Any] | None = None,
        locale: str = "en-US",
    ) -> SentInteraction:
        """``user`` presses the button ``custom_id`` (picks ``values`` in the select, when
        given) of ``message`` in ``channel``: a MESSAGE_COMPONENT interaction, sent to the bot.
        ``message``: the message the control sits on, as the fake gave it (an answer's
        `SentInteraction.original`); by default a message of the bot's holding only that
        control."""
        component_type = 2 if values is None else 3
        if message is None:
            row = {"type": 1, "components": [_control(custom_id, component_type, values or [])]}
            message = self._message(channel, self.snowflake(), {"components": [row]})
        if custom_id not in _custom_ids(message):
            raise ValueError(f"no control {custom_id!r} on message {message['id']}")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            data["values"] = values
        return await self._interact(3, custom_id, data, user, channel, message, locale=locale)

    async def first_answer(self, sent: SentInteraction, timeout: float = 10.0) -> Callback:
        """The first callback the bot makes for ``sent``, once it has come."""
        async with asyncio.timeout(timeout):
            while sent.answer is None:
                await asyncio.sleep(0.01)
        return sent.answer

    async def _interact(
        self,
        kind: int,
        name: str,
        data: dict[str, Any],
        user: int,
        channel: int,
        message: dict[str, Any] | None = None,
        *,
        locale: str,
    ) -> SentInteraction:
        guild = self._guild_of(channel)
        token = secrets.token_urlsafe(48)
        sent = SentInteraction(
            self.snowflake(), token, kind, name, guild, channel, user, message=message
        )
        payload = {
            "id": str(sent.id),
            "application_id": str(APPLICATION_ID),
            "type": kind,
            "data": data,
            "guild": {"id": str(guild), "locale": "en-US", "features": []},
            "guild_id": str(guild),
            "channel": self._channel(channel, guild),
            "channel_id": str(channel),
            "member": _member(user),
            "token": sent.token,
            "version": 1,
            "app_permissions": EVERYONE_PERMISSIONS,
            "locale": locale,
            "guild_locale": "en-US",
            "entitlements": [],
            # Installed to the guild ("0", GUILD_INSTALL), and used from it (context 0).
            "authorizing_integration_owners": {"0": str(guild)},
            "context": 0,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if message is not None:
            payload["message"] = message
        await self._on_server(self._dispatch(sent, payload))
        return sent

    def _guild_of(self, channel: int) -> int:
        if channel in self.thread_guild:
            return self.thread_guild[channel]
        found = next((g for g in self.guilds if self.channel_of(g) == channel), None)
        if found is None:
            raise ValueError(f"channel {channel} is in none of the fake's guilds")
        return found

    async def _dispatch(self, sent: SentInteraction, payload: dict[str, Any]) -> None:
        """Send ``payload`` to the one connection of the shard serving its guild, as Discord
        sends an interaction once, and start its clock."""
        for ws, sequence in list(self._sockets.items()):
            shard = self._shards.get(ws)
            if ws.closed or shard is None or shard_of(sent.guild, shard[1]) != shard[0]:
                continue
            self._sockets[ws] = sequence + 1
            # Known before it goes: the bot may answer before `send_json` returns.
            self.interactions.append(sent)
            self._interactions[sent.id] = sent
            self._by_token[sent.token] = sent
            sent.sent_at = self.clock()
            event = {"op": 0, "t": "INTERACTION_CREATE", "s": sequence + 1, "d": payload}
            await ws.send_json(event)
            return
        raise RuntimeError(f"no gateway connection serves guild {sent.guild}")

    def shut(self, channel: int, seconds: float) -> None:
        """The channel answers 429 to every call for ``seconds``."""
        self._shut[channel] = time.monotonic() + seconds

    def fail(self, channel: int, seconds: float, status: int = 503) -> None:
        """The channel's calls fail with ``status`` (a 5xx) for ``seconds``: nothing done."""
        self._failing[channel] = (time.monotonic() + seconds, status)

    def stall(self, channel: int, seconds: float) -> None:
        """For ``seconds``, the channel's calls are carried out (a post creates its message) but
        answered only when the stall ends: to the bot, a call that times out."""
        self._stalled[channel] = time.monotonic() + seconds

    def storm(self, seconds: float) -> None:
        """For ``seconds``, every call but an interaction's is answered 429 with the global
        flag, as when a bot (or its IP) has gone over Discord's global limit."""
        self._storm_until = time.monotonic() + seconds

    # --- serving ---------------------------------------------------------------------------------

    async def start(self) -> str:
        """Serve on a loopback port from a thread of its own, with its own event loop: the bot's
        loop, busy delivering, must not delay Discord's clock (the global window counts each
        request as it arrives)."""
        started: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        caller = asyncio.get_running_loop()

        def serve() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop

            async def run() -> None:
                app = web.Application(client_max_size=32 * 1024 * 1024)
                app.router.add_route("GET", "/gateway", self._gateway)
                app.router.add_route("*", API + "/{tail:.*}", self._rest)
                self._runner = web.AppRunner(app, access_log=None)
                await self._runner.setup()
                site = web.TCPSite(self._runner, "127.0.0.1", 0)
                await site.start()
                port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
                self.url = f"http://127.0.0.1:{port}"
                caller.call_soon_threadsafe(started.set_result, self.url)

            loop.run_until_complete(run())
            loop.run_forever()
            loop.run_until_complete(self._runner.cleanup())  # type: ignore[union-attr]
            loop.close()

        self._thread = threading.Thread(target=serve, name="fake discord", daemon=True)
        self._thread.start()
        return await started

    async def _on_server(self, coro: Any) -> Any:
        """Run ``coro`` on the fake's own loop and wait for it."""
        assert self._loop is not None, "start the fake first"
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coro, self._loop))

    async def stop(self) -> None:
        if self._thread is not None and self._loop is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
            await asyncio.to_thread(self._thread.join, 10)

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        arrived = self.clock()  # an interaction's deadline is kept on arrival
        path = "/" + request.match_info["tail"]
        hook = _hook(path)
        if hook is None:
            route, channel, message = _template(path)
        else:
            route, channel, message = hook.route, None, None
        token = request.headers.get("Authorization", "").removeprefix("Bot ")
        call = Call(request.method, route, channel, time.monotonic(), token=token)
        if "pins" in route:
            call.message = message  # the message pinned, whatever the answer
        self.calls.append(call)
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            # Counted as it arrives, as Discord's edge counts a request, whatever its upload.
            limited = self._limited(request.method, route, channel)
            body = await _body(request)
            call.body = body
            await asyncio.sleep(self.latency)
            if limited is not None:
                call.status = 429
                return limited
            if hook is not None:
                answered = self._hooked(request, hook, body, arrived)
                call.status = answered.status
                return answered
            failing = self._failing.get(channel or 0)
            if failing is not None and failing[0] > time.monotonic():
                call.status = failing[1]
                self.failed_calls += 1
                return web.Response(status=failing[1], text="fake outage")
            posting = route == "/channels/{channel}/messages" and request.method == "POST"
            call.repeat = posting and self._existing(channel, body) is not None
            response, headers = self._answer(request.method, path, route, channel, message, body)
            call.status = 200
            if posting:
                self._posted(call, channel, int(response["id"]))
            if isinstance(response, dict) and "id" in response and route.startswith("/channels"):
                call.message = int(response["id"])
            stalled = self._stalled.get(channel or 0, 0.0) - time.monotonic()
            if stalled > 0:
                await asyncio.sleep(stalled)  # done, but answered only now
            return _json(response, headers=headers)
        finally:
            call.ended = time.monotonic()
            self.in_flight -= 1

    def _hooked(
        self, request: web.Request, hook: _Hook, body: dict[str, Any], arrived: float
    ) -> web.Response:
        if hook.route.startswith("/interactions"):
            return self._callback(request, hook, body, arrived)
        return self._webhook(request, hook, body, arrived)

    def _callback(
        self, request: web.Request, hook: _Hook, body: dict[str, Any], arrived: float
    ) -> web.Response:
        """An interaction's callback: taken once, within `answer_within` of the dispatch."""
        sent = self._interactions.get(hook.owner)
        if sent is None or sent.token != hook.token:
            return _error(404, "Unknown interaction", UNKNOWN_INTERACTION)
        kind = int(body.get("type", 0))
        callback = Callback(arrived, kind, 200)
        if sent.acknowledged:
            callback.status, callback.code = 400, ALREADY_ACKNOWLEDGED
        elif arrived - sent.sent_at > self.answer_within:
            # The token was invalidated at the deadline: the interaction is gone.
            callback.status, callback.code = 404, UNKNOWN_INTERACTION
        elif kind in (6, 7) and sent.message is None:
            # An update of the message a control sits on, for a command, which has none:
            # Discord's documentation allows these types for components only.
            callback.status, callback.code = 400, INVALID_FORM_BODY
        sent.callbacks.append(callback)
        if callback.code == ALREADY_ACKNOWLEDGED:
            return _error(400, "Interaction has already been acknowledged.", callback.code)
        if callback.code == UNKNOWN_INTERACTION:
            return _error(404, "Unknown interaction", callback.code)
        if callback.code == INVALID_FORM_BODY:
            return _error(400, "Invalid Form Body", callback.code)
        data = body.get("data") or {}
        if kind == 4:  # a new message
            sent.original = self._message(sent.channel, self.snowflake(), data)
        elif kind == 5:  # "thinking...": a message in a loading state, edited later
            flags = ((data.get("flags") or 0) & EPHEMERAL) | LOADING
            sent.original = self._message(sent.channel, self.snowflake(), {"flags": flags})
        elif kind == 6:  # the control's message, edited later
            sent.original = sent.message
        elif kind == 7:  # the control's message, edited now
            assert sent.message is not None
            sent.original = _edited(sent.message, data)
        if request.query.get("with_response", "").lower() not in ("1", "true"):
            callback.status = 204
            return web.Response(status=204)
        # The Interaction Callback Response object: the interaction, and the message the
        # callback made or changed (only for a message or an update, as Discord's).
        answer: dict[str, Any] = {"interaction": {"id": str(sent.id), "type": sent.type}}
        if sent.original is not None and kind in (4, 5, 7):
            answer["interaction"].update(
                response_message_id=sent.original["id"],
                response_message_loading=kind == 5,
                response_message_ephemeral=bool(sent.original["flags"] & EPHEMERAL),
            )
        if kind in (4, 7):
            answer["resource"] = {"type": kind, "message": sent.original}
        return _json(answer)

    def _webhook(
        self, request: web.Request, hook: _Hook, body: dict[str, Any], arrived: float
    ) -> web.Response:
        """An interaction's follow-ups and edits: only once a callback was taken, for
        `TOKEN_LIFE` after the interaction."""
        sent = self._by_token.get(hook.token)
        if (
            sent is None
            or hook.owner != APPLICATION_ID
            or not sent.acknowledged
            or arrived - sent.sent_at > TOKEN_LIFE
        ):
            return _error(404, "Unknown Webhook", UNKNOWN_WEBHOOK)
        if hook.message is None:
            if request.method != "POST":
                return _error(405, "405: Method Not Allowed", 0)
            message = self._message(sent.channel, self.snowflake(), body)
            sent.followups.append(message)
            if request.query.get("wait", "").lower() in ("1", "true"):
                return _json(message)
            return web.Response(status=204)
        if hook.message == "@original":
            target = sent.original
        else:
            target = next((m for m in sent.followups if m["id"] == hook.message), None)
        if target is None:
            return _error(404, "Unknown Message", UNKNOWN_MESSAGE)
        if request.method == "GET":
            return _json(target)
        if request.method == "PATCH":
            target.update(_edited(target, body))
            target["flags"] &= ~LOADING  # the deferred answer, given at last
            return _json(target)
        if request.method == "DELETE":
            if target is sent.original:
                sent.original = None
            else:
                sent.followups.remove(target)
            return web.Response(status=204)
        return _error(405, "405: Method Not Allowed", 0)

    def _posted(self, call: Call, channel: int | None, message: int) -> None:
        """Record a post: the repeat of a nonce (`_existing`), or the message it created."""
        if call.repeat:
            self.repeats += 1
            return
        if call.body.get("enforce_nonce") and call.nonce is not None:
            self._nonces[(channel, call.nonce)] = (message, time.monotonic())
        call.created_at = time.monotonic()
        self.created.append(call)

    def _existing(self, channel: int | None, body: dict[str, Any]) -> int | None:
        """The message already posted in ``channel`` with this body's nonce, when the body
        enforces it and the nonce is recent: Discord answers with it and creates nothing."""
        if not body.get("enforce_nonce") or body.get("nonce") is None:
            return None
        first = self._nonces.get((channel, str(body["nonce"])))
        if first is None or time.monotonic() - first[1] > NONCE_WINDOW:
            return None
        return first[0]

    def _limited(self, method: str, route: str, channel: int | None) -> web.Response | None:
        """A 429 when the channel is shut, the bot's global budget or the route's bucket is
        spent; else None, with the call counted."""
        now = time.monotonic()
        if self._storm_until > now and not route.startswith(("/interactions", "/webhooks")):
            self.storm_429s += 1
            return _too_many(min(1.0, self._storm_until - now), scope="global")
        if channel is not None and self._shut.get(channel, 0) > now:
            return _too_many(self._shut[channel] - now, scope="shared")
        bucket = self._buckets.get((method, route, channel))
        if bucket is not None and bucket.used >= bucket.limit and now < bucket.reset_at:
            self.bucket_429s += 1
            return _too_many(bucket.reset_at - now, scope="user")
        if not route.startswith(("/interactions", "/webhooks")):
            self._global = [t for t in self._global if t > now - 1]
            if len(self._global) >= GLOBAL_LIMIT:
                self.global_429s += 1
                return _too_many(self._global[0] + 1 - now, scope="global")
            self._global.append(now)
        return None

    def _bucket_headers(self, method: str, route: str, channel: int | None) -> dict[str, str]:
        limit, per = LIMITS.get((method, route), DEFAULT_LIMIT)
        key = (method, route, channel)
        bucket = self._buckets.setdefault(key, _Bucket(limit, per))
        now = time.monotonic()
        if now >= bucket.reset_at:
            bucket.used, bucket.reset_at = 0, now + per
        bucket.used += 1
        after = max(0.0, bucket.reset_at - now)
        return {
            "X-RateLimit-Limit": str(limit),
            "X-RateLimit-Remaining": str(max(0, limit - bucket.used)),
            "X-RateLimit-Reset": f"{time.time() + after:.3f}",
            "X-RateLimit-Reset-After": f"{after:.3f}",
            "X-RateLimit-Bucket": f"{method}:{route}",
        }

    def _answer(
        self,
        method: str,
        path: str,
        route: str,
        channel: int | None,
        message: int | None,
        body: dict[str, Any],
    ) -> tuple[Any, dict[str, str]]:
        headers = self._bucket_headers(method, route, channel)
        if path == "/users/@me":
            return _user(BOT_ID, "bench-bot", bot=True), headers
        if path == "/gateway/bot" or path == "/gateway":
            # AutoShardedClient connects to the URL given here.
            ws = self.url.replace("http", "ws") + "/gateway"
            start = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
            return {"url": ws, "shards": 1, "session_start_limit": start}, headers
        if path in ("/applications/@me", "/oauth2/applications/@me"):
            return {
                "id": str(APPLICATION_ID),
                "name": "bench",
                "flags": 0,
                "bot_public": True,
                "bot_require_code_grant": False,
                "description": "",
                "verify_key": "0",
                "owner": _user(1, "owner"),
                "icon": None,
            }, headers
        if route.startswith("/applications") or path.endswith("/commands"):
            return [], headers
        if path == "/users/@me/channels":
            user = int(body.get("recipient_id", 0))
            dm = self.dms.setdefault(user, self.snowflake())
            return {
                "id": str(dm),
                "type": 1,
                "recipients": [_user(user, f"user{user}")],
                "last_message_id": None,
            }, headers
        if path.startswith("/users/"):
            user = int(path.rsplit("/", 1)[1])
            return _user(user, f"user{user}"), headers
        if route == "/channels/{channel}" and method == "GET":
            return self._channel(channel), headers
        if route == "/channels/{channel}/messages" and method == "POST":
            message = self._existing(channel, body) or self.snowflake()
            return self._message(channel, message, body), headers
        if route == "/channels/{channel}/messages/{message}":
            return self._message(channel, message, body), headers
        if "pins" in route:
            return {}, headers
        return {}, headers

    def _channel(self, channel: int | None, guild: int | None = None) -> dict[str, Any]:
        if channel in self.threads:
            return self._thread_data(channel)
        if guild is None:
            guild = next((g for g in self.guilds if self.channel_of(g) == channel), GUILD_ID)
        return {
            "id": str(channel),
            "type": 0,
            "guild_id": str(guild),
            "name": "games",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
        }

    def _message(self, channel: int | None, message: int | None, body: dict[str, Any]) -> dict:
        return {
            "id": str(message),
            "channel_id": str(channel),
            "author": _user(BOT_ID, "bench-bot", bot=True),
            "content": body.get("content") or "",
            "timestamp": "2026-01-01T00:00:00+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "pinned": False,
            "type": 0,
            "flags": body.get("flags") or 0,
            "nonce": body.get("nonce"),
        }

    async def drop_gateway(self, refuse_for: float = 0.0, code: int = 4000) -> int:
        """Close every gateway connection with ``code``, then refuse new ones for
        ``refuse_for`` seconds, as a Discord outage does; returns how many were closed. After
        4000 ("unknown error") a client may resume its session; after 4007 or 4009 (invalid
        sequence, session timed out) the session is gone: a RESUME is answered with op 9,
        Invalid Session, and the client must identify anew."""
        self._gateway_refused_until = time.monotonic() + refuse_for
        if code in (4007, 4009):
            self._ended_sessions |= set(self._session_shard)

        async def close_all() -> int:
            sockets = list(self._sockets)
            for ws in sockets:
                await ws.close(code=code, message=b"fake outage")
            return len(sockets)

        return await self._on_server(close_all())

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if time.monotonic() < self._gateway_refused_until:
            return web.Response(status=503, text="the fake gateway is down")
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": 41250}})
        sequence = 0
        self._sockets[ws] = 0
        async for frame in ws:
            if frame.type != aiohttp.WSMsgType.TEXT:
                continue
            data = json.loads(frame.data)
            if data["op"] == 1:
                await ws.send_json({"op": 11})
            elif data["op"] == 6 and data["d"]["session_id"] in self._ended_sessions:
                await ws.send_json({"op": 9, "d": False})  # Invalid Session: not resumable
            elif data["op"] == 6:
                # RESUME: the session goes on where it was, nothing missed (the fake sends no
                # events after the guilds).
                self.resumed += 1
                self._shards[ws] = self._session_shard.get(data["d"]["session_id"], (0, 1))
                sequence = int(data["d"].get("seq") or 0) + 1
                await ws.send_json({"op": 0, "t": "RESUMED", "s": sequence, "d": {}})
                self._sockets[ws] = sequence
            elif data["op"] == 2:
                shard = data["d"].get("shard", [0, 1])
                token = str(data["d"].get("token", "")).removeprefix("Bot ")
                self.identified.append(Identified(token, shard[0], shard[1], time.monotonic()))
                self._shards[ws] = (shard[0], shard[1])
                session = f"fake-session-{shard[0]}-{len(self.identified)}"
                self._session_shard[session] = (shard[0], shard[1])
                guilds = [g for g in self.guilds if shard_of(g, shard[1]) == shard[0]]
                sequence += 1
                ready = self._ready(shard, guilds, session)
                await ws.send_json({"op": 0, "t": "READY", "s": sequence, "d": ready})
                for guild in guilds:
                    sequence += 1
                    await ws.send_json(
                        {"op": 0, "t": "GUILD_CREATE", "s": sequence, "d": self._guild(guild)}
                    )
                self._sockets[ws] = sequence
        self._sockets.pop(ws, None)
        self._shards.pop(ws, None)
        return ws

    def _ready(self, shard: list[int], guilds: list[int], session: str) -> dict[str, Any]:
        return {
            "v": 10,
            "shard": shard,
            "user": _user(BOT_ID, "bench-bot", bot=True),
            "guilds": [{"id": str(g), "unavailable": True} for g in guilds],
            "session_id": session,
            "resume_gateway_url": self.url.replace("http", "ws") + "/gateway",
            "application": {"id": str(APPLICATION_ID), "flags": 0},
            "private_channels": [],
        }

    def _guild(self, guild: int = GUILD_ID) -> dict[str, Any]:
        return {
            "id": str(guild),
            "name": "Fake Guild",
            "owner_id": "1",
            "roles": [
                {
                    "id": str(guild),
                    "name": "@everyone",
                    "permissions": EVERYONE_PERMISSIONS,
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ],
            "emojis": [],
            "stickers": [],
            "features": [],
            "member_count": 2,
            "members": [],
            "channels": [self._channel(self.channel_of(guild), guild)],
            "threads": [
                self._thread_data(t) for t in self.threads if self.thread_guild.get(t) == guild
            ],
            "presences": [],
            "voice_states": [],
            "large": False,
            "unavailable": False,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "system_channel_flags": 0,
        }


def _template(path: str) -> tuple[str, int | None, int | None]:
    for pattern, template in _ROUTES:
        found = pattern.match(path)
        if found:
            groups = [int(g) for g in found.groups()]
            return template, groups[0], groups[1] if len(groups) > 1 else None
    return path, None, None


def _hook(path: str) -> _Hook | None:
    """``path`` read as an interaction's route, or None when it is not one."""
    for pattern, template in _HOOKS:
        found = pattern.match(path)
        if found:
            groups = found.groups()
            message = groups[2] if len(groups) > 2 else None
            return _Hook(template, int(groups[0]), groups[1], message)
    return None


def _option_type(value: str | int | float | bool) -> int:
    """An application command option's type for ``value``: boolean 5, integer 4, number 10,
    string 3."""
    if isinstance(value, bool):
        return 5
    if isinstance(value, int):
        return 4
    if isinstance(value, float):
        return 10
    return 3


def _control(custom_id: str, component_type: int, values: list[str]) -> dict[str, Any]:
    """A button (2), or a string select (3) offering ``values``."""
    if component_type == 2:
        return {"type": 2, "style": 1, "label": "…", "custom_id": custom_id}
    return {
        "type": 3,
        "custom_id": custom_id,
        "options": [{"label": v, "value": v} for v in values],
        "min_values": 1,
        "max_values": len(values),
    }


def _custom_ids(message: dict[str, Any]) -> list[str]:
    """The custom ids of a message's controls, row by row."""
    return [
        control["custom_id"]
        for row in message.get("components") or []
        for control in row.get("components") or []
        if "custom_id" in control
    ]


def _edited(message: dict[str, Any], body: dict[str, Any]) -> dict[str, Any]:
    """``message`` with what an edit's ``body`` changes: its content, embeds and controls."""
    changed = {k: body[k] for k in ("content", "embeds", "components") if body.get(k) is not None}
    return {**message, **changed, "edited_timestamp": "2026-01-01T00:00:01+00:00"}


async def _body(request: web.Request) -> dict[str, Any]:
    if request.method in ("GET", "DELETE"):
        return {}
    if request.content_type.startswith("multipart/"):
        reader = await request.multipart()
        found: dict[str, Any] = {}
        async for part in reader:
            if part.name == "payload_json":
                found = json.loads(await part.text())
            else:
                await part.read()  # an attachment: read and dropped
        return found
    text = await request.text()
    return json.loads(text) if text else {}


def _too_many(retry_after: float, scope: str) -> web.Response:
    retry_after = max(retry_after, 0.001)
    body = {
        "message": "You are being rate limited.",
        "retry_after": retry_after,
        "global": scope == "global",
    }
    # discord.py takes a 429 without "Via" for Cloudflare's ban, not Discord's limit.
    headers = {
        "Retry-After": f"{retry_after:.3f}",
        "X-RateLimit-Scope": scope,
        "X-RateLimit-Reset-After": f"{retry_after:.3f}",
        "Via": "1.1 google",
    }
    if scope == "global":
        headers["X-RateLimit-Global"] = "true"
    return _json(body, status=429, headers=headers)


def _error(status: int, message: str, code: int) -> web.Response:
    """An error as Discord's JSON body gives it: its message and its code."""
    return _json({"message": message, "code": code}, status=status)


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """A JSON response whose Content-Type is exactly "application/json", as Discord's: discord.py
    decodes a body only when the header is that string."""
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={**(headers or {}), "Content-Type": "application/json"},
    )


def _user(user: int, name: str, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": None,
        "bot": bot,
        "flags": 0,
        "public_flags": 0,
    }


def _member(user: int) -> dict[str, Any]:
    """A guild member as an interaction carries it: with its user and its permissions in the
    channel. Everyone holds only @everyone in the fake guild."""
    return {
        "user": _user(user, f"user{user}"),
        "nick": None,
        "avatar": None,
        "roles": [],
        "joined_at": "2026-01-01T00:00:00+00:00",
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "permissions": EVERYONE_PERMISSIONS,
        "communication_disabled_until": None,
    }


def _thread(thread: int, name: str, guild: int, parent: int) -> dict[str, Any]:
    return {
        "id": str(thread),
        "type": 11,
        "guild_id": str(guild),
        "parent_id": str(parent),
        "owner_id": str(BOT_ID),
        "name": name,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "flags": 0,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": 10080,
            "archive_timestamp": "2026-01-01T00:00:00+00:00",
            "locked": False,
        },
    }
