// What the inbox's routes share: the stores, the staff and sign-in records, the password hasher
// (within its bound on hashing at once) and the clock (replaceable in tests), built once by the
// inbox plugin.
import type { Env } from "../env.ts";
import type { PictureCache } from "../media/picture-cache.ts";
import type { SiteRenderer } from "../site/site-renderer.ts";
import type { Services } from "../services.ts";
import {
  boundedHasher,
  type BoundedHasher,
  createPasswordHasher,
  dummyHashOf,
  type HashingBound,
  type PasswordHasher,
} from "./passwords.ts";
import { createSignInLimits, type SignInLimits } from "./sign-in-limits.ts";
import { HASHING } from "./staff-policy.ts";
import { createStaffStore, type StaffStore } from "./staff-store.ts";

export type InboxOptions = {
  /** Where the inbox app was built (build/inbox); a missing build answers 503. */
  inboxDir: string;
  /** The password hasher (a test counts its calls); scrypt by default. */
  hasher?: PasswordHasher | undefined;
  /** Hashes at once and waiting (a test makes it small); HASHING by default. */
  hashing?: HashingBound | undefined;
  /** The clock (a test moves it to expire sessions and locks). */
  now?: (() => number) | undefined;
  /** Where the file mail transport writes, for the erasure (DATA_DIR/mail), or null. */
  mailDir?: string | null | undefined;
  /** The server's picture cache: a picture uploaded in the Studio is made ready before publishing. */
  pictures?: PictureCache | undefined;
  /** Renders a page with a draft's content: the Studio's preview and its check before publishing. */
  site?: Pick<SiteRenderer, "preview"> | undefined;
};

export type InboxContext = {
  services: Services;
  env: Env;
  staff: StaffStore;
  limits: SignInLimits;
  /** The hasher within the bound on hashing at once: HashingBusy past it. */
  hasher: BoundedHasher;
  dummyHash: () => Promise<string>;
  now: () => number;
  mailDir: string | null;
  inboxDir: string;
  pictures: PictureCache | null;
  site: Pick<SiteRenderer, "preview"> | null;
};

export function createInboxContext(services: Services, env: Env, opts: InboxOptions): InboxContext {
  const hasher = opts.hasher ?? createPasswordHasher();
  return {
    services,
    env,
    staff: createStaffStore(services.db),
    limits: createSignInLimits(services.db),
    hasher: boundedHasher(hasher, opts.hashing ?? HASHING),
    // Made once per process, so outside the bound: a refused turn must not spoil it for good.
    dummyHash: dummyHashOf(hasher),
    now: opts.now ?? Date.now,
    mailDir: opts.mailDir ?? null,
    inboxDir: opts.inboxDir,
    pictures: opts.pictures ?? null,
    site: opts.site ?? null,
  };
}
