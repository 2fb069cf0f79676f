-- The public log of each game, one row a line, apart from games.state (storage/public_log.py):
-- the log only grows and is most of a long game's state, so that a change wrote the whole log
-- again (some 700 KB at 3,000 actions). Now a change writes the state without it and adds its
-- new lines. A cache, like games.state: the action log stays the truth.
CREATE TABLE log_lines (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    n       INTEGER NOT NULL,  -- the line's place in the log, from 0
    line    TEXT    NOT NULL,  -- its English
    said    TEXT,              -- its message ids (GameState.said), NULL for plain text
    PRIMARY KEY (game_id, n)
) WITHOUT ROWID;

-- The lines of the games already started move out of their states.
INSERT INTO log_lines (game_id, n, line, said)
SELECT games.id, line.key, line.value, NULL
FROM games, json_each(games.state, '$.log') AS line
WHERE games.state IS NOT NULL;

-- Each line's ids, looked up by key (a join of the two arrays could read one of them again
-- for every line of the other).
CREATE TEMP TABLE said_of (
    game_id INTEGER NOT NULL,
    n       INTEGER NOT NULL,
    said    TEXT,
    PRIMARY KEY (game_id, n)
) WITHOUT ROWID;
INSERT INTO said_of (game_id, n, said)
SELECT games.id, said.key, said.value
FROM games, json_each(games.state, '$.said') AS said
WHERE games.state IS NOT NULL;
UPDATE log_lines SET said = (
    SELECT said_of.said FROM said_of
    WHERE said_of.game_id = log_lines.game_id AND said_of.n = log_lines.n
);
DROP TABLE said_of;

UPDATE games SET state = json_remove(state, '$.log', '$.said') WHERE state IS NOT NULL;
