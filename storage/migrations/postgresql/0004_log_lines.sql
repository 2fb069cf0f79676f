-- As SQLite's 0008_log_lines.sql: the public log of each game, one row a line, apart from
-- games.state, which no longer holds it (storage/public_log.py).
CREATE TABLE log_lines (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    n       BIGINT NOT NULL,  -- the line's place in the log, from 0
    line    TEXT   NOT NULL,  -- its English
    said    TEXT,             -- its message ids (GameState.said), NULL for plain text
    PRIMARY KEY (game_id, n)
);

-- The lines of the games already started move out of their states. As json, not jsonb: jsonb
-- would sort each object's keys, and a state read back must keep its own order (what a title
-- iterates over in a dict, and the replay's byte-for-byte JSON). ROWS FROM walks both arrays
-- side by side, as a zip: each state is parsed once.
INSERT INTO log_lines (game_id, n, line, said)
SELECT games.id, line.n - 1, line.text, line.said
FROM games
CROSS JOIN LATERAL (SELECT games.state::json AS data) AS parsed
CROSS JOIN LATERAL ROWS FROM (
    json_array_elements_text(parsed.data -> 'log'),
    json_array_elements_text(parsed.data -> 'said')
) WITH ORDINALITY AS line (text, said, n)
WHERE games.state IS NOT NULL AND line.text IS NOT NULL;

UPDATE games SET state = (
    SELECT json_object_agg(field.key, field.value ORDER BY field.n)::text
    FROM json_each(games.state::json) WITH ORDINALITY AS field (key, value, n)
    WHERE field.key NOT IN ('log', 'said')
)
WHERE state IS NOT NULL;
