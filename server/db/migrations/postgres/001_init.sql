-- Submissions with their files, newsletter subscriptions and the mail outbox.
-- Times are milliseconds since the epoch.

CREATE TABLE submissions (
  id          TEXT PRIMARY KEY,
  form        TEXT NOT NULL,             -- newsletter | contact | thoughts | application
  status      TEXT NOT NULL,             -- accepted | quarantined
  spam_reason TEXT,
  email       TEXT,                      -- the visitor's address, lower case, for erasure
  data        TEXT NOT NULL,             -- the validated fields as JSON
  page        TEXT,                      -- the page it was sent from (Referer)
  created_at  BIGINT NOT NULL
);
CREATE INDEX submissions_created_at ON submissions (created_at);
CREATE INDEX submissions_email ON submissions (email);

CREATE TABLE attachments (
  id            TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  file_name     TEXT NOT NULL,           -- sanitised original name, never used as a path
  content_type  TEXT NOT NULL,
  size          BIGINT NOT NULL,
  sha256        TEXT NOT NULL,
  content       BYTEA NOT NULL
);
CREATE INDEX attachments_submission ON attachments (submission_id);

CREATE TABLE subscriptions (
  id              TEXT PRIMARY KEY,
  email           TEXT NOT NULL UNIQUE,  -- lower case: one subscription per address
  status          TEXT NOT NULL,         -- pending | confirmed | unsubscribed
  consent_at      BIGINT NOT NULL,
  consent_page    TEXT,
  submission_id   TEXT REFERENCES submissions (id) ON DELETE SET NULL,
  confirm_sent_at BIGINT,
  confirmed_at    BIGINT,
  unsubscribed_at BIGINT,
  created_at      BIGINT NOT NULL
);

CREATE TABLE outbox (
  id              TEXT PRIMARY KEY,      -- also the Message-ID's local part
  kind            TEXT NOT NULL,         -- notification | confirmation | newsletter-confirm
  submission_id   TEXT REFERENCES submissions (id) ON DELETE CASCADE,
  subscription_id TEXT REFERENCES subscriptions (id) ON DELETE CASCADE,
  status          TEXT NOT NULL,         -- pending | sending | sent | dead
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  lease_until     BIGINT,
  last_error      TEXT,
  created_at      BIGINT NOT NULL,
  sent_at         BIGINT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_submission ON outbox (submission_id);
CREATE INDEX outbox_subscription ON outbox (subscription_id);
