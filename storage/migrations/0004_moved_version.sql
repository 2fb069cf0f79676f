-- The version a game was at right after its last move (a choice, an undo, a skip; its setup
-- before any). A prompt shown at any version since is still current: a roll or a table
-- look-up asked for in the thread changes no player's choices (storage/play.py).
ALTER TABLE games ADD COLUMN moved_version INTEGER NOT NULL DEFAULT 0;

-- Action n turns version n into n + 1: after the last choice or undo at seq n, n + 1.
UPDATE games SET moved_version = COALESCE(
    (SELECT MAX(seq) + 1 FROM actions
     WHERE actions.game_id = games.id AND actions.kind IN ('choice', 'undo')),
    CASE WHEN version > 0 THEN 1 ELSE 0 END
);
