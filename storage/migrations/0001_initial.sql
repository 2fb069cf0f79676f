-- Games, their seats, the append-only action log and the notification outbox (DESIGN.md, "Storage").

CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    title            TEXT    NOT NULL,
    scenario         TEXT    NOT NULL,
    options          TEXT    NOT NULL DEFAULT '{}',
    status           TEXT    NOT NULL DEFAULT 'lobby'
                     CHECK (status IN ('lobby', 'active', 'ended', 'abandoned')),
    -- The secret seed is revealed only once the game is over; its SHA-256 is public from the start.
    seed             TEXT    NOT NULL,
    commitment       TEXT    NOT NULL,
    owner_id         INTEGER NOT NULL,
    guild_id         INTEGER,
    channel_id       INTEGER,
    thread_id        INTEGER UNIQUE,
    board_message_id INTEGER,
    lobby_message_id INTEGER,
    -- A cache of the log: replaying the actions from the seed must give exactly this JSON.
    state            TEXT,
    version          INTEGER NOT NULL DEFAULT 0,
    settings         TEXT    NOT NULL DEFAULT '{}',
    created_at       TEXT    NOT NULL,
    updated_at       TEXT    NOT NULL
);

CREATE INDEX games_guild ON games (guild_id, status);

CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    role    TEXT    NOT NULL,
    user_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, role)
);

CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE actions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- Action number seq turns state version seq into version seq + 1.
    seq        INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('choice', 'roll', 'table')),
    role       TEXT,
    user_id    INTEGER NOT NULL,
    verb       TEXT,
    arg        TEXT,
    request    TEXT,
    created_at TEXT    NOT NULL,
    UNIQUE (game_id, seq)
);

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version         INTEGER NOT NULL,
    payload         TEXT    NOT NULL,
    created_at      TEXT    NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT    NOT NULL,
    delivered_at    TEXT
);

CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);
