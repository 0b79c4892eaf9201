-- The published content (decision 1304). A revision is a whole content/ tree: each of its files
-- is a path and the SHA-256 of its bytes, and the bytes are kept once, however many revisions
-- share them. Revisions are numbered 1, 2, 3 in the order they were made; the newest one with a
-- publication time is what the site shows.
CREATE TABLE content_blobs (
  sha256 TEXT PRIMARY KEY,
  size   BIGINT NOT NULL,
  body   BYTEA NOT NULL
);

CREATE TABLE content_revisions (
  id           TEXT PRIMARY KEY,
  number       BIGINT NOT NULL UNIQUE,
  created_at   BIGINT NOT NULL,
  author       TEXT NOT NULL,
  note         TEXT NOT NULL DEFAULT '',
  published_at BIGINT
);

CREATE TABLE content_revision_files (
  revision_id TEXT NOT NULL REFERENCES content_revisions (id) ON DELETE CASCADE,
  path        TEXT NOT NULL,
  sha256      TEXT NOT NULL REFERENCES content_blobs (sha256),
  PRIMARY KEY (revision_id, path)
);
