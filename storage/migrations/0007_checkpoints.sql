-- The state after every storage.checkpoints.EVERY-th action, so that an undo replays a few
-- actions, not the whole log. A cache, like games.state: the log stays the truth. The state
-- is kept without its public log (which only grows), and the log's length then.
CREATE TABLE checkpoints (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,
    log_lines INTEGER NOT NULL,
    state     TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
);
