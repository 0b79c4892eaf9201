-- Rate-limit counts shared by every server on this database and kept across restarts (decision
-- 0907): one fixed window per client and endpoint. The key is a SHA-256 of the client's address
-- and the route, so no address is stored; expired windows are deleted as new ones open.
CREATE TABLE rate_limits (
  key            TEXT PRIMARY KEY,
  hits           INTEGER NOT NULL,
  window_ends_at BIGINT NOT NULL
);
CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at);
