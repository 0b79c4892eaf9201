-- The staff inbox (docs/inbox-api.md, decision 1011): members, their one-time password links,
-- their sessions, the audit log, sign-in failure counts, and each submission's review state.
-- Times are milliseconds since the epoch.

CREATE TABLE staff_members (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE,      -- lower case
  role          TEXT NOT NULL,             -- admin | reader
  password_hash TEXT,                      -- scrypt, self-describing; null until the link is used
  created_at    BIGINT NOT NULL
);

-- A set-password link's token is kept only as its SHA-256; used once, then deleted.
CREATE TABLE staff_password_tokens (
  token_hash TEXT PRIMARY KEY,
  member_id  TEXT NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  expires_at BIGINT NOT NULL
);
CREATE INDEX staff_password_tokens_member ON staff_password_tokens (member_id);

-- A session's id is the SHA-256 of its cookie value: the database never holds the cookie.
CREATE TABLE staff_sessions (
  id           TEXT PRIMARY KEY,
  member_id    TEXT NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  csrf_token   TEXT NOT NULL,
  created_at   BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL
);
CREATE INDEX staff_sessions_member ON staff_sessions (member_id);

CREATE TABLE audit_log (
  id     TEXT PRIMARY KEY,
  at     BIGINT NOT NULL,
  actor  TEXT NOT NULL,                    -- a member's e-mail, or cli
  action TEXT NOT NULL,
  target TEXT,
  detail TEXT
);
CREATE INDEX audit_log_at ON audit_log (at, id);

-- Failed sign-ins per account and per client, shared by every server (decision 1012). The key is a
-- SHA-256 of the address or of the client's IP address, so neither is stored.
CREATE TABLE sign_in_failures (
  key            TEXT PRIMARY KEY,
  failures       INTEGER NOT NULL,
  window_ends_at BIGINT NOT NULL,
  lockouts       INTEGER NOT NULL DEFAULT 0,
  locked_until   BIGINT NOT NULL DEFAULT 0,
  forget_at      BIGINT NOT NULL
);
CREATE INDEX sign_in_failures_forget_at ON sign_in_failures (forget_at);

-- What staff did with a submission. Kept on the row itself, so erasure and purge take it along.
ALTER TABLE submissions ADD COLUMN review_state TEXT NOT NULL DEFAULT 'new';  -- new | handled
ALTER TABLE submissions ADD COLUMN read_at BIGINT;

-- The inbox list pages by (created_at, id), newest first, optionally within one form; the unread
-- count reads only the unread rows.
CREATE INDEX submissions_inbox ON submissions (created_at, id);
CREATE INDEX submissions_inbox_form ON submissions (form, created_at, id);
CREATE INDEX submissions_unread ON submissions (created_at, id) WHERE read_at IS NULL AND status = 'accepted';
CREATE INDEX subscriptions_created ON subscriptions (created_at, id);
