-- Limits that keep the forms from being abused (decision 0903).

-- Confirmation mails to visitors: at most one per address and UTC day, so the contact form cannot
-- be used to mail a stranger again and again. The address is kept as its SHA-256, not in clear.
CREATE TABLE visitor_mail_days (
  address_hash TEXT NOT NULL,
  day          INTEGER NOT NULL,            -- days since the epoch, UTC
  PRIMARY KEY (address_hash, day)
);

-- Form time tokens that were used: each counts for one submission; a replay is quarantined.
CREATE TABLE used_form_tokens (
  token      TEXT PRIMARY KEY,         -- the token's signed payload (issue time and nonce)
  expires_at INTEGER NOT NULL
);
CREATE INDEX used_form_tokens_expires_at ON used_form_tokens (expires_at);
