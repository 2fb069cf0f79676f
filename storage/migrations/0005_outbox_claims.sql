-- Several bot processes may share one database (PostgreSQL; README, "Running at scale"): an
-- item is claimed by the process delivering it, until a moment, so no other delivers it too,
-- and a killed process's claims lapse (storage/outbox.py, "Claims"). A lane reads its game's
-- items by game and id.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
CREATE INDEX outbox_game ON outbox (game_id, id);
