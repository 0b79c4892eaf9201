-- Fenced mail claims (decision 0905): a claim writes a fresh token and the claiming server's name;
-- marking a row sent, failed or cancelled, and renewing its lease, only counts while the row still
-- carries that token. A server that restarts hands its own unfinished claims back at once.
ALTER TABLE outbox ADD COLUMN claim_token TEXT;
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
