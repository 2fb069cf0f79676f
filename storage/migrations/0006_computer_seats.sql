-- A seat may be played by the computer (rules/core/computer.py) at one of three strengths; its
-- user_id is then records.COMPUTER_USER, never a Discord id. NULL: a person holds the seat.
ALTER TABLE seats ADD COLUMN computer TEXT CHECK (computer IN ('easy', 'normal', 'hard'));
