-- A game's thread can stop taking messages: a moderator locks it ('locked': its notifications
-- wait until it is unlocked), or it is deleted ('missing' from Discord's first "Unknown
-- Channel"; 'gone' once that lasted long enough and the owner was told). Since when, so that
-- "long enough" can be reckoned. Cleared when the thread works again or the owner moves the
-- game to a new thread.
ALTER TABLE games ADD COLUMN thread_trouble TEXT
    CHECK (thread_trouble IN ('locked', 'missing', 'gone'));
ALTER TABLE games ADD COLUMN thread_trouble_since TEXT;
