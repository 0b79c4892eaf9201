-- One newsletter subscription per mailbox, not per spelling (decision 1106): the key is the address
-- without its +tag, and without dots at Gmail (server/newsletter/address-key.ts). Rows made before
-- keep a NULL key and are still found by their address.
ALTER TABLE subscriptions ADD COLUMN email_key TEXT;
CREATE UNIQUE INDEX subscriptions_mailbox ON subscriptions (email_key);
