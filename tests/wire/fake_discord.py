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
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import threading
import time
from collections.abc import Sequence
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
        path = "/" + request.match_info["tail"]
        route, channel, message = _template(path)
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
            "pinned": False,
            "type": 0,
            "flags": 0,
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
                    "permissions": "2147483647",
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
