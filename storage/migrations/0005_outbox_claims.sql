-- Several bot processes may share one database (PostgreSQL; README, "Running at scale"): an
-- item is claimed by the process delivering it, until a moment, so no other delivers it too,
-- and a killed process's claims lapse (storage/outbox.py, "Claims").
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until TEXT;

-- A game's items are ordered within their lane: its thread, or one role's DMs
-- (storage/outbox.py, "Lanes"). A delivery lane reads its game's items by game and id.
ALTER TABLE outbox ADD COLUMN lane TEXT NOT NULL DEFAULT 'thread';
UPDATE outbox SET lane = 'dm:' || json_extract(payload, '$.role')
    WHERE json_extract(payload, '$.kind') = 'private';
CREATE INDEX outbox_game ON outbox (game_id, lane, id);
