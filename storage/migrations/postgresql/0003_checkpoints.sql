-- As SQLite's 0007_checkpoints.sql: the state after every storage.checkpoints.EVERY-th action,
-- without its public log (which only grows), so that an undo replays a few actions.
CREATE TABLE checkpoints (
    game_id   BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq       BIGINT NOT NULL,
    log_lines BIGINT NOT NULL,
    state     TEXT   NOT NULL,
    PRIMARY KEY (game_id, seq)
);
