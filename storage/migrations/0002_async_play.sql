-- Games that run for weeks (issue 3): undo in the log, who is waited on since when, away mode.

-- An undo is an action of its own, so the log stays append-only and replays it. SQLite cannot
-- change a CHECK constraint in place: the table is rebuilt with the same rows.
CREATE TABLE actions_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('choice', 'roll', 'table', 'undo')),
    role       TEXT,
    user_id    INTEGER NOT NULL,
    verb       TEXT,
    arg        TEXT,
    request    TEXT,
    created_at TEXT    NOT NULL,
    UNIQUE (game_id, seq)
);
INSERT INTO actions_new SELECT id, game_id, seq, kind, role, user_id, verb, arg, request, created_at
    FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;

-- The roles that must act, each since when: what reminders and deadlines are reckoned from.
-- Kept in step with the state in the same transaction as every change.
CREATE TABLE waits (
    game_id          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    role             TEXT    NOT NULL,
    since            TEXT    NOT NULL,
    next_reminder_at TEXT,
    deadline_at      TEXT,
    deadline_told    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, role)
);

CREATE INDEX waits_reminder ON waits (next_reminder_at);
CREATE INDEX waits_deadline ON waits (deadline_told, deadline_at);

-- Users known to the bot across servers; away_since is set while they are away.
CREATE TABLE players (
    user_id    INTEGER PRIMARY KEY,
    away_since TEXT
);

-- How much of the public log a seat had seen when its holder last acted: the catch-up sent
-- with a ping starts there.
ALTER TABLE seats ADD COLUMN seen_log INTEGER NOT NULL DEFAULT 0;
