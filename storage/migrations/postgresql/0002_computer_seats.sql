-- As SQLite's 0006_computer_seats.sql: a seat may be played by the computer at one of three
-- strengths; its user_id is then records.COMPUTER_USER, never a Discord id.
ALTER TABLE seats ADD COLUMN computer TEXT CHECK (computer IN ('easy', 'normal', 'hard'));
