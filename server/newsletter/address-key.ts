// One key per mailbox, for the limits that must not be walked around by spelling one address many
// ways: `anu+1@…`, `anu+2@…` and, at Gmail, `a.n.u@…` all reach the same person. The key is used
// to count, never to send: mail still goes to the address as it was typed (decision 1106).

/** Providers that ignore dots in the local part, and their one spelling of the domain. */
const DOTLESS_DOMAINS = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/**
 * The mailbox an address reaches, as far as the common rules tell: lower case, without a `+tag`
 * (sub-addressing, which nearly every provider delivers to the main box), without dots at Gmail,
 * and without a trailing dot on the domain. An address without `@` is only lower-cased.
 */
export function addressKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    local = local.replaceAll(".", "");
    domain = dotless;
  }
  return `${local}@${domain}`;
}
