-- The Studio's drafts (decision 1311): an entry's unpublished change, one per entry, begun on a
-- published revision. A draft's files are kept in content_blobs like a revision's, and the paths
-- it removes as a JSON list. Its version counts its saves, so that a save made on an older
-- version (another editor saved meanwhile) is refused rather than written over.
CREATE TABLE content_drafts (
  entry      TEXT PRIMARY KEY,
  base       BIGINT NOT NULL,
  version    BIGINT NOT NULL,
  author     TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  removes    TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE content_draft_files (
  entry  TEXT NOT NULL REFERENCES content_drafts (entry) ON DELETE CASCADE,
  path   TEXT NOT NULL,
  sha256 TEXT NOT NULL REFERENCES content_blobs (sha256),
  PRIMARY KEY (entry, path)
);
