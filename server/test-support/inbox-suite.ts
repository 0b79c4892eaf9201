// The staff inbox's tests, run against each database (server/inbox/inbox.sqlite.test.ts,
// inbox.postgres.test.ts): who may call what, CSRF, sessions (fixation, expiry, removal, reset),
// sign-in timing and limits, the list and its paging, state changes that release or hold mail,
// files, exports, erasure and the audit log — all through app.inject() on the real app.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ContentRevision,
  INBOX_API,
  INBOX_SESSION_COOKIE,
  type StaffRole,
} from "#contracts/inbox.ts";
import type { InboxAccess } from "../inbox/inbox-guard.ts";
import { createStores, type Stores } from "../services.ts";
import { runCommand } from "../cli/commands.ts";
import { erasedName } from "../inbox/audit-log.ts";
import { inboxMessages } from "../inbox/inbox-messages.ts";
import type { HashingBound } from "../inbox/passwords.ts";
import {
  HASHING,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SIGN_IN_LIMITS,
} from "../inbox/staff-policy.ts";
import { createStaffStore } from "../inbox/staff-store.ts";
import type { NewSubmission } from "../submissions/submission-store.ts";
import {
  addMember,
  cookieOf,
  countingHasher,
  gatedHasher,
  type InboxClient,
  PASSWORD,
  signIn,
  signInRequest,
  tally,
} from "./inbox-client.ts";
import type { DbFactory } from "./stores-suite.ts";
import { makeTempDir } from "./temp-dir.ts";
import { buildTestApp, SITE_ORIGIN } from "./test-app.ts";

const MINUTE = 60_000;

const contact = (email: string, extra: Partial<NewSubmission> = {}): NewSubmission => ({
  form: "contact",
  status: "accepted",
  spamReason: null,
  email,
  data: { cf_name: "Anu", cf_mail: email, cf_phone: "1234567890", cf_msg: "Hello there" },
  page: `${SITE_ORIGIN}/old/contact-us`,
  mails: ["notification", "confirmation"],
  ...extra,
});

/** Every API route, who may call it, and a request that reaches its handler. */
const ROUTES: {
  method: InjectOptions["method"];
  path: string;
  who: InboxAccess;
  body?: unknown;
}[] = [
  { method: "POST", path: "sign-out", who: "member" },
  { method: "POST", path: "sign-out-everywhere", who: "member" },
  { method: "GET", path: "me", who: "member" },
  { method: "GET", path: "submissions", who: "submissions" },
  { method: "GET", path: "submissions/ID", who: "submissions" },
  { method: "POST", path: "submissions/ID/state", who: "submissions", body: { state: "handled" } },
  { method: "POST", path: "submissions/ID/read", who: "submissions", body: { read: false } },
  { method: "POST", path: "mails/MAIL/retry", who: "submissions" },
  { method: "GET", path: "attachments/FILE", who: "submissions" },
  { method: "GET", path: "submissions.csv", who: "admin" },
  { method: "GET", path: "newsletter", who: "submissions" },
  { method: "GET", path: "newsletter.csv", who: "admin" },
  { method: "GET", path: "privacy/export?email=nobody%40example.in", who: "admin" },
  { method: "POST", path: "privacy/erase", who: "admin", body: { email: "nobody@example.in" } },
  { method: "GET", path: "audit", who: "admin" },
  { method: "GET", path: "events", who: "submissions" },
  { method: "GET", path: "content/revisions", who: "content" },
];

export function inboxSuite(label: string, makeDb: DbFactory) {
  describe(`staff inbox (${label})`, () => {
    const dir = makeTempDir();
    let handle: Awaited<ReturnType<DbFactory>>;
    let app: FastifyInstance;
    let stores: Stores;
    const hasher = countingHasher();
    let clock = Date.now();
    let memberCount = 0;
    let admin: InboxClient;
    let reader: InboxClient;
    let editor: InboxClient;
    let ids: { contact: string; spam: string; application: string; file: string; mail: string };

    /** A new member, signed in from an address of their own (sign-in limits count per client). */
    async function newMember(role: StaffRole) {
      const email = `member${++memberCount}@kadal.example`;
      await addMember(stores.db, hasher, email, role);
      return signIn(app, email, PASSWORD, `10.1.0.${memberCount}`);
    }

    const fill = (path: string) =>
      path.replace("ID", ids.contact).replace("MAIL", ids.mail).replace("FILE", ids.file);

    /**
     * A second server on the same database and clock whose hashing waits behind a gate the test
     * opens (gatedHasher), within the given bound. `send` signs in and adds its answer to the
     * gate's progress, so a test can wait until each request has reached the hashing or been
     * answered; `answered` holds the answers in the order they came.
     */
    async function gatedServer(opts: { hashing?: HashingBound; gateHashes?: boolean } = {}) {
      const progress = tally();
      const gated = gatedHasher(progress, { gateHashes: opts.gateHashes ?? false });
      const server = await buildTestApp({
        dataDir: dir.path,
        db: stores.db,
        inbox: { hasher: gated, now: () => clock, ...(opts.hashing && { hashing: opts.hashing }) },
      });
      const answered: LightMyRequestResponse[] = [];
      const counted = (response: Promise<LightMyRequestResponse>) =>
        response.then((r) => {
          answered.push(r);
          progress.add();
          return r;
        });
      const send = (email: string, password: string, remoteAddress: string) =>
        counted(signInRequest(server, email, password, { remoteAddress }));
      return { server, gated, progress, answered, counted, send };
    }

    /**
     * 30 wrong guesses at an address at once, each from a client of its own; once every one has
     * reached the password check or been answered, the right password; then the gate opens.
     */
    async function burst(email: string, clients: string, guesses = 30) {
      // Room for every guess at the hashing, so only the sign-in limits decide what is verified.
      const g = await gatedServer({ hashing: { inFlight: guesses + 1, queue: 0 } });
      try {
        const wrong = Array.from({ length: guesses }, (_, i) =>
          g.send(email, `wrong guess ${i}`, `${clients}.${i}`),
        );
        await g.progress.until(guesses);
        const right = g.send(email, PASSWORD, `${clients}.200`);
        await g.progress.until(guesses + 1);
        g.gated.open();
        return { wrong: await Promise.all(wrong), right: await right, verified: g.gated.verified };
      } finally {
        g.gated.open();
        await g.server.close();
      }
    }

    /** The operator CLI on this suite's database. */
    async function cli(...argv: string[]) {
      let out = "";
      let err = "";
      const code = await runCommand(
        argv,
        stores,
        { out: (t) => void (out += t), err: (t) => void (err += t) },
        { siteOrigin: SITE_ORIGIN },
      );
      return { code, out, err };
    }

    const auditRows = (action: string) =>
      stores.db.query<{ actor: string; target: string | null; detail: string | null }>(
        "SELECT actor, target, detail FROM audit_log WHERE action = ? ORDER BY at, id",
        [action],
      );

    beforeAll(async () => {
      handle = await makeDb();
      stores = createStores(handle.db);
      app = await buildTestApp({
        dataDir: dir.path,
        db: stores.db,
        inbox: { hasher, now: () => clock },
      });
      ids = {
        // A millisecond apart, so the list's order among them is fixed.
        contact: await stores.submissions.insert(contact("anu@example.in"), clock - 3),
        spam: await stores.submissions.insert(
          contact("held@example.in", { status: "quarantined", spamReason: "honeypot" }),
          clock - 2,
        ),
        application: await stores.submissions.insert(
          {
            form: "application",
            status: "accepted",
            spamReason: null,
            email: "applicant@example.in",
            data: {
              job: "Art director",
              careerFormField01: "A pen",
              careerFormEmail: "applicant@example.in",
            },
            page: null,
            mails: ["notification"],
            attachment: {
              fileName: 'Résumé "final".pdf',
              contentType: "application/pdf",
              content: Buffer.from("%PDF-1.7 cv"),
            },
          },
          clock - 1,
        ),
        file: "",
        mail: "",
      };
      ids.file = (await stores.submissions.get(ids.application))!.attachments[0]!.id;
      ids.mail = (await stores.outbox.list({ submissionId: ids.contact }))[0]!.id;
      admin = await newMember("admin");
      reader = await newMember("reader");
      editor = await newMember("editor");
    });

    afterAll(async () => {
      await app?.close();
      await handle?.close();
      dir.remove();
    });

    describe("who may call what", () => {
      it.each(ROUTES)("$method $path answers 401 without a session", async (route) => {
        const response = await app.inject({
          method: route.method,
          url: `${INBOX_API}/${fill(route.path)}`,
          headers: {
            origin: SITE_ORIGIN,
            ...(route.body ? { "content-type": "application/json" } : {}),
          },
          ...(route.body ? { payload: JSON.stringify(route.body) } : {}),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          status: "error",
          data: { message: inboxMessages.signIn },
        });
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      });

      it.each(ROUTES)(
        "$method $path answers 401 for a cookie that is no session",
        async (route) => {
          const response = await app.inject({
            method: route.method,
            url: `${INBOX_API}/${fill(route.path)}`,
            headers: { cookie: `${INBOX_SESSION_COOKIE}=made-up`, origin: SITE_ORIGIN },
          });
          expect(response.statusCode).toBe(401);
        },
      );

      it.each(ROUTES.filter((r) => r.who === "admin"))(
        "$method $path answers 403 to a reader and not to an admin",
        async (route) => {
          const refused = await reader.request(route.method, fill(route.path), route.body);
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toEqual({
            status: "error",
            data: { message: inboxMessages.adminOnly },
          });
          expect(refused.headers["cache-control"]).toBe("no-store");
          const allowed = await admin.request(route.method, fill(route.path), route.body);
          expect(allowed.statusCode).toBe(200);
          expect(allowed.headers["cache-control"]).toBe("no-store");
        },
      );

      it("a reader reads, changes state and read marks, and downloads a file", async () => {
        for (const route of ROUTES.filter(
          (r) => r.who === "submissions" && !/events|retry/.test(r.path),
        )) {
          const response = await reader.request(route.method, fill(route.path), route.body);
          expect(response.statusCode, `${route.method} ${route.path}`).toBe(200);
          expect(response.headers["cache-control"]).toBe("no-store");
          expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
          expect(response.headers["referrer-policy"]).toBe("no-referrer");
        }
      });

      it.each(ROUTES.filter((r) => r.who === "submissions" || r.who === "admin"))(
        "$method $path answers 403 to an editor: no submission, subscriber or audit for them",
        async (route) => {
          const refused = await editor.request(route.method, fill(route.path), route.body);
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toEqual({
            status: "error",
            data: {
              message:
                route.who === "admin" ? inboxMessages.adminOnly : inboxMessages.submissionsOnly,
            },
          });
        },
      );

      it.each(ROUTES.filter((r) => r.who === "content"))(
        "$method $path answers 403 to a reader, and to an editor and an admin what was published",
        async (route) => {
          const refused = await reader.request(route.method, fill(route.path), route.body);
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toEqual({
            status: "error",
            data: { message: inboxMessages.contentOnly },
          });
          for (const member of [editor, admin]) {
            const allowed = await member.request(route.method, fill(route.path), route.body);
            expect(allowed.statusCode).toBe(200);
            expect(allowed.headers["cache-control"]).toBe("no-store");
          }
        },
      );

      it("the Studio's history lists what was published, newest first, and which is live", async () => {
        const file = (text: string) => [{ path: "pages/note.yaml", body: Buffer.from(text) }];
        await stores.content.publish(file("one: 1\n"), { author: "first start" });
        await stores.content.publish(file("two: 2\n"), { author: editor.email, note: "a typo" });
        const response = await editor.request("GET", "content/revisions");
        const { revisions } = response.json().data as { revisions: ContentRevision[] };
        expect(revisions.slice(0, 2)).toEqual([
          {
            number: revisions[0]!.number,
            publishedAt: expect.any(Number),
            author: editor.email,
            note: "a typo",
            files: 1,
            bytes: 7,
            live: true,
          },
          expect.objectContaining({ author: "first start", live: false }),
        ]);
        expect(revisions[1]!.number).toBe(revisions[0]!.number - 1);
      });

      it("an editor is a member: their own session, and signing out", async () => {
        const me = await editor.request("GET", "me");
        expect(me.json().data).toEqual({
          email: editor.email,
          role: "editor",
          csrfToken: expect.any(String),
        });
      });

      it("an unknown API path is a JSON 404", async () => {
        const response = await admin.request("GET", "nothing-here");
        expect(response.statusCode).toBe(404);
        expect(response.json().status).toBe("error");
      });
    });

    describe("CSRF and Origin", () => {
      const path = () => `submissions/${ids.contact}/read`;

      it("refuses a POST without X-CSRF-Token", async () => {
        const response = await reader.request(
          "POST",
          path(),
          { read: true },
          { "x-csrf-token": "" },
        );
        expect(response.statusCode).toBe(403);
        expect(response.json().data.message).toBe(inboxMessages.refused);
      });

      it("refuses a POST with another session's token", async () => {
        const response = await reader.request(
          "POST",
          path(),
          { read: true },
          { "x-csrf-token": admin.csrf },
        );
        expect(response.statusCode).toBe(403);
      });

      it("refuses a POST with the right token from a foreign Origin", async () => {
        const response = await reader.request(
          "POST",
          path(),
          { read: true },
          { origin: "https://evil.example" },
        );
        expect(response.statusCode).toBe(403);
      });

      it("accepts the right token from our Origin", async () => {
        const response = await reader.request("POST", path(), { read: true });
        expect(response.statusCode).toBe(200);
      });

      it("refuses sign-in from a foreign Origin or without a JSON body", async () => {
        const foreign = await signInRequest(app, admin.email, PASSWORD, {
          headers: { "content-type": "application/json", origin: "https://evil.example" },
        });
        expect(foreign.statusCode).toBe(403);
        const form = await app.inject({
          method: "POST",
          url: `${INBOX_API}/sign-in`,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_ORIGIN },
          payload: `email=${admin.email}&password=${PASSWORD}`,
        });
        expect(form.statusCode).toBe(403);
      });
    });

    describe("sessions", () => {
      it("sets the cookie HttpOnly, SameSite=Strict, on /inbox/, and answers me", async () => {
        const email = "cookie@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        const response = await signInRequest(app, email, PASSWORD, { remoteAddress: "10.2.0.1" });
        expect(response.statusCode).toBe(200);
        const cookie = response.cookies.find((c) => c.name === INBOX_SESSION_COOKIE)!;
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/inbox/" });
        expect(cookie.value).toMatch(/^[\w-]{43}$/);
        const me = response.json().data.me;
        expect(me).toEqual({ email, role: "reader", csrfToken: expect.any(String) });
        const again = await app.inject({
          url: `${INBOX_API}/me`,
          headers: { cookie: `${INBOX_SESSION_COOKIE}=${cookie.value}` },
        });
        expect(again.json()).toEqual({ status: "success", data: me });
      });

      it("never keeps a cookie sent to sign-in: a new value every time (no fixation)", async () => {
        const email = "fixation@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        const planted = "planted-by-someone-else";
        const first = await signInRequest(app, email, PASSWORD, {
          remoteAddress: "10.2.0.2",
          headers: {
            "content-type": "application/json",
            origin: SITE_ORIGIN,
            cookie: `${INBOX_SESSION_COOKIE}=${planted}`,
          },
        });
        const firstValue = cookieOf(first)!;
        expect(firstValue).not.toBe(planted);
        // Signing in again with the live session's cookie ends that session and makes another.
        const second = await signInRequest(app, email, PASSWORD, {
          remoteAddress: "10.2.0.2",
          headers: {
            "content-type": "application/json",
            origin: SITE_ORIGIN,
            cookie: `${INBOX_SESSION_COOKIE}=${firstValue}`,
          },
        });
        const secondValue = cookieOf(second)!;
        expect(secondValue).not.toBe(firstValue);
        const me = (value: string) =>
          app.inject({
            url: `${INBOX_API}/me`,
            headers: { cookie: `${INBOX_SESSION_COOKIE}=${value}` },
          });
        expect((await me(planted)).statusCode).toBe(401);
        expect((await me(firstValue)).statusCode).toBe(401);
        expect((await me(secondValue)).statusCode).toBe(200);
      });

      it("the database holds only a hash of the cookie", async () => {
        const client = await newMember("reader");
        const rows = await stores.db.query<{ id: string }>("SELECT id FROM staff_sessions");
        expect(rows.some((row) => row.id === client.cookie)).toBe(false);
        expect(rows.length).toBeGreaterThan(0);
      });

      it("ends after 60 idle minutes, and after 12 hours however busy", async () => {
        const start = clock;
        try {
          const idle = await newMember("reader");
          clock = start + SESSION_IDLE_MS - MINUTE;
          expect((await idle.request("GET", "me")).statusCode).toBe(200);
          clock += SESSION_IDLE_MS - MINUTE; // kept alive by the request before
          expect((await idle.request("GET", "me")).statusCode).toBe(200);
          clock += SESSION_IDLE_MS;
          expect((await idle.request("GET", "me")).statusCode).toBe(401);

          clock = start;
          const busy = await newMember("reader");
          for (let t = 30 * MINUTE; t < SESSION_ABSOLUTE_MS; t += 30 * MINUTE) {
            clock = start + t;
            expect((await busy.request("GET", "me")).statusCode).toBe(200);
          }
          clock = start + SESSION_ABSOLUTE_MS;
          expect((await busy.request("GET", "me")).statusCode).toBe(401);
        } finally {
          clock = start;
        }
      });

      it("sign-out ends the session and clears the cookie; sign-out-everywhere ends them all", async () => {
        const email = "twice@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        const phone = await signIn(app, email, PASSWORD, "10.2.0.3");
        const laptop = await signIn(app, email, PASSWORD, "10.2.0.3");
        const out = await phone.request("POST", "sign-out");
        expect(out.statusCode).toBe(200);
        expect(out.cookies.find((c) => c.name === INBOX_SESSION_COOKIE)?.value).toBe("");
        expect((await phone.request("GET", "me")).statusCode).toBe(401);
        expect((await laptop.request("GET", "me")).statusCode).toBe(200);
        const third = await signIn(app, email, PASSWORD, "10.2.0.3");
        expect((await third.request("POST", "sign-out-everywhere")).statusCode).toBe(200);
        expect((await laptop.request("GET", "me")).statusCode).toBe(401);
        expect((await third.request("GET", "me")).statusCode).toBe(401);
      });

      it("a removed member's session stops working at once", async () => {
        const gone = await newMember("admin");
        expect((await gone.request("GET", "me")).statusCode).toBe(200);
        expect(await createStaffStore(stores.db).remove(gone.email)).toBe(true);
        expect((await gone.request("GET", "me")).statusCode).toBe(401);
        expect((await gone.request("GET", "submissions")).statusCode).toBe(401);
      });

      it("a reset ends the sessions and the old password; the new link sets a new one, once", async () => {
        const client = await newMember("reader");
        const token = await createStaffStore(stores.db).reset(client.email);
        expect(token).toBeTruthy();
        expect((await client.request("GET", "me")).statusCode).toBe(401);
        const old = await signInRequest(app, client.email, PASSWORD, { remoteAddress: "10.2.0.4" });
        expect(old.statusCode).toBe(401);
        const setPassword = (password: string) =>
          app.inject({
            method: "POST",
            url: `${INBOX_API}/set-password`,
            headers: { "content-type": "application/json", origin: SITE_ORIGIN },
            payload: JSON.stringify({ token, password }),
          });
        const set = await setPassword("a brand new passphrase");
        expect(set.statusCode).toBe(200);
        expect(set.json()).toEqual({ status: "success", data: { email: client.email } });
        const reused = await setPassword("another new passphrase");
        expect(reused.statusCode).toBe(400);
        expect(reused.json().data.message).toBe(inboxMessages.linkExpired);
        const signedIn = await signInRequest(app, client.email, "a brand new passphrase", {
          remoteAddress: "10.2.0.4",
        });
        expect(signedIn.statusCode).toBe(200);
      });
    });

    describe("set-password", () => {
      const post = (token: string, password: string) =>
        app.inject({
          method: "POST",
          url: `${INBOX_API}/set-password`,
          headers: { "content-type": "application/json", origin: SITE_ORIGIN },
          payload: JSON.stringify({ token, password }),
        });

      it("refuses short and common passwords with errors.password, keeping the link", async () => {
        const { token } = await createStaffStore(stores.db).add("newcomer@kadal.example", "reader");
        const short = await post(token, "short pass");
        expect(short.statusCode).toBe(400);
        expect(short.json().data.errors.password).toMatch(/12 characters/);
        const common = await post(token, "Password@1234");
        expect(common.statusCode).toBe(400);
        expect(common.json().data.errors.password).toMatch(/too common/);
        expect((await post(token, "harbour kettle sunrise")).statusCode).toBe(200);
      });

      it("refuses an unknown or expired link", async () => {
        expect((await post("not-a-token", "harbour kettle sunrise")).json().data.message).toBe(
          inboxMessages.linkExpired,
        );
        const start = clock;
        try {
          const { token } = await createStaffStore(stores.db).add(
            "late@kadal.example",
            "reader",
            start,
          );
          clock = start + 49 * 60 * MINUTE;
          const late = await post(token, "harbour kettle sunrise");
          expect(late.statusCode).toBe(400);
          expect(late.json().data.message).toBe(inboxMessages.linkExpired);
        } finally {
          clock = start;
        }
      });
    });

    describe("sign-in", () => {
      it("does the same hashing work, and says the same, for an unknown address", async () => {
        const email = "timing@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        await createStaffStore(stores.db).add("nopassword@kadal.example", "reader");
        const attempts: [string, string][] = [
          [email, "wrong password here"],
          ["nobody@kadal.example", "wrong password here"],
          ["nopassword@kadal.example", "wrong password here"],
        ];
        const calls: string[][] = [];
        const answers: unknown[] = [];
        for (const [address, password] of attempts) {
          const before = hasher.verifies.length;
          const response = await signInRequest(app, address, password, {
            remoteAddress: "10.3.0.1",
          });
          expect(response.statusCode).toBe(401);
          answers.push(response.json());
          calls.push(hasher.verifies.slice(before).map((call) => call.params));
        }
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
        expect(answers[0]).toEqual({
          status: "error",
          data: { message: inboxMessages.wrongPassword },
        });
        // Exactly one verification per attempt, with the same scrypt cost, salt and key length.
        expect(calls[0]).toEqual(["N=32768,r=8,p=1,salt=16,key=32"]);
        expect(calls[1]).toEqual(calls[0]);
        expect(calls[2]).toEqual(calls[0]);
      });

      it(`locks an address after ${SIGN_IN_LIMITS.perAccount} failures: 429 with Retry-After even with the right password, doubling`, async () => {
        const start = clock;
        try {
          const email = "guessed@kadal.example";
          await addMember(stores.db, hasher, email, "reader");
          // From different clients: the address's own count locks it.
          for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
            const wrong = await signInRequest(app, email, `wrong guess ${i}`, {
              remoteAddress: `10.4.0.${i}`,
            });
            expect(wrong.statusCode).toBe(401);
          }
          const locked = await signInRequest(app, email, PASSWORD, { remoteAddress: "10.4.1.1" });
          expect(locked.statusCode).toBe(429);
          expect(locked.headers["retry-after"]).toBe(String(SIGN_IN_LIMITS.firstLockMs / 1000));
          // An unknown address is locked the same way: the lock reveals nothing.
          for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
            await signInRequest(app, "ghost@kadal.example", "wrong guess", {
              remoteAddress: `10.4.2.${i}`,
            });
          expect(
            (await signInRequest(app, "ghost@kadal.example", "x", { remoteAddress: "10.4.2.99" }))
              .statusCode,
          ).toBe(429);

          clock = start + SIGN_IN_LIMITS.firstLockMs;
          for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
            await signInRequest(app, email, `wrong again ${i}`, { remoteAddress: `10.4.3.${i}` });
          const doubled = await signInRequest(app, email, PASSWORD, { remoteAddress: "10.4.1.2" });
          expect(doubled.statusCode).toBe(429);
          expect(doubled.headers["retry-after"]).toBe(
            String((2 * SIGN_IN_LIMITS.firstLockMs) / 1000),
          );

          clock = start + 3 * SIGN_IN_LIMITS.firstLockMs;
          expect(
            (await signInRequest(app, email, PASSWORD, { remoteAddress: "10.4.1.3" })).statusCode,
          ).toBe(200);
        } finally {
          clock = start;
        }
      });

      it("counts failures across servers sharing the database", async () => {
        const email = "two-servers@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        const other = await buildTestApp({
          dataDir: dir.path,
          db: stores.db,
          inbox: { hasher, now: () => clock },
        });
        try {
          for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
            const server = i % 2 === 0 ? app : other;
            const wrong = await signInRequest(server, email, `wrong ${i}`, {
              remoteAddress: `10.6.0.${i}`,
            });
            expect(wrong.statusCode).toBe(401);
          }
          for (const server of [app, other])
            expect(
              (await signInRequest(server, email, PASSWORD, { remoteAddress: "10.6.1.1" }))
                .statusCode,
            ).toBe(429);
        } finally {
          await other.close();
        }
      });

      it(`locks a client after ${SIGN_IN_LIMITS.perClient} failures, whatever the addresses`, async () => {
        const client = "10.5.0.1";
        const email = "fresh@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        for (let i = 0; i < SIGN_IN_LIMITS.perClient; i++) {
          const response = await signInRequest(app, `spray${i}@kadal.example`, "password guess", {
            remoteAddress: client,
          });
          expect(response.statusCode).toBe(401);
        }
        const locked = await signInRequest(app, email, PASSWORD, { remoteAddress: client });
        expect(locked.statusCode).toBe(429);
        expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
        // The member can still sign in from elsewhere.
        expect(
          (await signInRequest(app, email, PASSWORD, { remoteAddress: "10.5.0.2" })).statusCode,
        ).toBe(200);
      });
    });

    describe("sign-in under concurrency and load", () => {
      it(`verifies at most ${SIGN_IN_LIMITS.perAccount} of 30 guesses at once at one address; the right password after them does not sign in`, async () => {
        const email = "burst@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        const { wrong, right, verified } = await burst(email, "10.7.0");
        expect(verified.length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount);
        expect(verified).not.toContain(PASSWORD);
        // Those verified were wrong (401); the rest were refused before any hashing (429).
        const statuses = wrong.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 401)).toHaveLength(verified.length);
        const refused = wrong.filter((r) => r.statusCode === 429);
        expect(refused).toHaveLength(wrong.length - verified.length);
        for (const r of refused) {
          expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
          expect(r.json().data.message).toBe(inboxMessages.tooManyAttempts);
        }
        expect(right.statusCode).toBe(429);
        expect(cookieOf(right)).toBeUndefined();
        const after = await signInRequest(app, email, PASSWORD, { remoteAddress: "10.7.1.1" });
        expect(after.statusCode).toBe(429);
      });

      it("a burst locks an address once: attempts while it is locked neither extend the lock nor count", async () => {
        const start = clock;
        try {
          const email = "burst-lock@kadal.example";
          await addMember(stores.db, hasher, email, "reader");
          await burst(email, "10.7.2");
          const retryAfter = async (client: string) => {
            const r = await signInRequest(app, email, PASSWORD, { remoteAddress: client });
            expect(r.statusCode).toBe(429);
            return Number(r.headers["retry-after"]);
          };
          expect(await retryAfter("10.7.3.1")).toBe(SIGN_IN_LIMITS.firstLockMs / 1000);
          clock = start + 5 * MINUTE;
          for (let i = 0; i < 10; i++) {
            const r = await signInRequest(app, email, `wrong while locked ${i}`, {
              remoteAddress: `10.7.4.${i}`,
            });
            expect(r.statusCode).toBe(429);
          }
          expect(await retryAfter("10.7.3.2")).toBe(
            (SIGN_IN_LIMITS.firstLockMs - 5 * MINUTE) / 1000,
          );
          // After the lock, the next one is the first doubling: the burst counted as one lock.
          clock = start + SIGN_IN_LIMITS.firstLockMs;
          for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
            const r = await signInRequest(app, email, `wrong after ${i}`, {
              remoteAddress: `10.7.5.${i}`,
            });
            expect(r.statusCode).toBe(401);
          }
          expect(await retryAfter("10.7.3.3")).toBe((2 * SIGN_IN_LIMITS.firstLockMs) / 1000);
        } finally {
          clock = start;
        }
      });

      it("hashes at most the bound at once, lets a few wait, and answers the rest 429 with Retry-After", async () => {
        const bound = { inFlight: 1, queue: 2 };
        const g = await gatedServer({ hashing: bound });
        try {
          const n = 10;
          const all = Array.from({ length: n }, (_, i) =>
            g.send(`flood${i}@kadal.example`, "a wrong password", `10.8.0.${i}`),
          );
          // One is hashing (held at the gate), two wait their turn, and every other one has
          // been answered already: none waits behind more than the queue.
          await g.progress.until(n - bound.queue);
          expect(g.gated.verified).toHaveLength(bound.inFlight);
          expect(g.answered).toHaveLength(n - bound.inFlight - bound.queue);
          for (const r of g.answered) {
            expect(r.statusCode).toBe(429);
            expect(r.headers["retry-after"]).toBe(String(HASHING.retryAfterSeconds));
            expect(r.json()).toEqual({ status: "error", data: { message: inboxMessages.busy } });
          }
          g.gated.open();
          const statuses = (await Promise.all(all)).map((r) => r.statusCode);
          expect(statuses.filter((s) => s === 401)).toHaveLength(bound.inFlight + bound.queue);
          expect(g.gated.verified).toHaveLength(bound.inFlight + bound.queue);
          expect(g.gated.mostAtOnce).toBe(bound.inFlight);
        } finally {
          g.gated.open();
          await g.server.close();
        }
      });

      it("an attempt refused as busy is not counted against the address", async () => {
        const email = "busy-not-counted@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        const g = await gatedServer({ hashing: { inFlight: 1, queue: 0 } });
        try {
          const holder = g.send("holder@kadal.example", "a wrong password", "10.8.2.1");
          await g.progress.until(1);
          const tries = SIGN_IN_LIMITS.perAccount + 1;
          const refused = Array.from({ length: tries }, (_, i) =>
            g.send(email, `wrong but never checked ${i}`, `10.8.2.${10 + i}`),
          );
          await g.progress.until(1 + tries);
          expect(g.answered.map((r) => r.json().data.message)).toEqual(
            Array(tries).fill(inboxMessages.busy),
          );
          g.gated.open();
          await Promise.all(refused);
          await holder;
        } finally {
          g.gated.open();
          await g.server.close();
        }
        const signedIn = await signInRequest(app, email, PASSWORD, { remoteAddress: "10.8.2.2" });
        expect(signedIn.statusCode).toBe(200);
      });

      it("set-password takes a turn at hashing too: past the bound it answers 429, and the link still works", async () => {
        const email = "busy-holder@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        const { token } = await createStaffStore(stores.db).add(
          "busy-link@kadal.example",
          "reader",
        );
        const setPassword = (server: FastifyInstance) =>
          server.inject({
            method: "POST",
            url: `${INBOX_API}/set-password`,
            headers: { "content-type": "application/json", origin: SITE_ORIGIN },
            payload: JSON.stringify({ token, password: "harbour kettle sunrise" }),
          });
        const g = await gatedServer({ hashing: { inFlight: 1, queue: 0 }, gateHashes: true });
        try {
          const holder = g.send(email, "a wrong password", "10.8.1.1");
          await g.progress.until(1);
          const set = g.counted(setPassword(g.server));
          await g.progress.until(2);
          g.gated.open();
          const refused = await set;
          expect(refused.statusCode).toBe(429);
          expect(refused.headers["retry-after"]).toBe(String(HASHING.retryAfterSeconds));
          expect(refused.json().data.message).toBe(inboxMessages.busy);
          expect((await holder).statusCode).toBe(401);
        } finally {
          g.gated.open();
          await g.server.close();
        }
        expect((await setPassword(app)).statusCode).toBe(200);
      });
    });

    describe("locks the operator ends (CLI)", () => {
      async function lockOut(email: string, clients: string) {
        for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
          const r = await signInRequest(app, email, `wrong guess ${i}`, {
            remoteAddress: `${clients}.${i}`,
          });
          expect(r.statusCode).toBe(401);
        }
        const locked = await signInRequest(app, email, PASSWORD, {
          remoteAddress: `${clients}.100`,
        });
        expect(locked.statusCode).toBe(429);
      }

      it("staff unlock ends the address's lock, says so, and is audited", async () => {
        const email = "locked-out@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        await lockOut(email, "10.9.0");
        const unlocked = await cli("staff", "unlock", email.toUpperCase());
        expect(unlocked.code).toBe(0);
        expect(unlocked.out).toMatch(/^Unlocked locked-out@kadal\.example: sign-in works again/);
        const signedIn = await signInRequest(app, email, PASSWORD, { remoteAddress: "10.9.1.1" });
        expect(signedIn.statusCode).toBe(200);
        const entries = (await auditRows("staff-unlock")).filter((e) => e.target === email);
        expect(entries).toEqual([
          { actor: "cli", target: email, detail: expect.stringMatching(/lock left/) },
        ]);
        const again = await cli("staff", "unlock", email);
        expect(again.code).toBe(0);
        expect(again.out).toContain("was not locked");
      });

      it("staff unlock of an address that is no member fails, changing nothing", async () => {
        const before = (await auditRows("staff-unlock")).length;
        const result = await cli("staff", "unlock", "nobody-here@kadal.example");
        expect(result.code).toBe(1);
        expect(result.err).toContain("No member nobody-here@kadal.example");
        expect(await auditRows("staff-unlock")).toHaveLength(before);
      });

      it("staff reset ends the lock too", async () => {
        const email = "reset-locked@kadal.example";
        await addMember(stores.db, hasher, email, "reader");
        await lockOut(email, "10.9.2");
        const reset = await cli("staff", "reset", email);
        expect(reset.code).toBe(0);
        // Checked, not refused: the old password is simply wrong now.
        const old = await signInRequest(app, email, PASSWORD, { remoteAddress: "10.9.3.1" });
        expect(old.statusCode).toBe(401);
        const token = /#token=([\w-]+)/.exec(reset.out)![1]!;
        await createStaffStore(stores.db).setPassword(
          token,
          await hasher.hash("a new passphrase here"),
        );
        const signedIn = await signInRequest(app, email, "a new passphrase here", {
          remoteAddress: "10.9.3.2",
        });
        expect(signedIn.statusCode).toBe(200);
      });
    });

    describe("control characters in any input", () => {
      const NUL = "\u0000";
      /** Every input of every inbox route, with a control character in it, and the field named. */
      const CASES: {
        name: string;
        method: InjectOptions["method"];
        path: string;
        who: "anyone" | "admin";
        body?: unknown;
        field: string;
      }[] = [
        ...[NUL, "\u007f", "\u009b", "\n", "\t"].map((c) => ({
          name: `sign-in e-mail with U+${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
          method: "POST" as const,
          path: "sign-in",
          who: "anyone" as const,
          body: { email: `member1@kadal.example${c}`, password: PASSWORD },
          field: "email",
        })),
        {
          name: "sign-in password",
          method: "POST",
          path: "sign-in",
          who: "anyone",
          body: { email: "member1@kadal.example", password: `${PASSWORD}${NUL}` },
          field: "password",
        },
        {
          name: "a field's name in the sign-in body",
          method: "POST",
          path: "sign-in",
          who: "anyone",
          body: { email: "member1@kadal.example", password: PASSWORD, [`x${NUL}`]: 1 },
          field: "body",
        },
        {
          name: "set-password token",
          method: "POST",
          path: "set-password",
          who: "anyone",
          body: { token: `token${NUL}`, password: "harbour kettle sunrise" },
          field: "token",
        },
        {
          name: "set-password password",
          method: "POST",
          path: "set-password",
          who: "anyone",
          body: { token: "token", password: `harbour kettle${NUL} sunrise` },
          field: "password",
        },
        ...["form", "state", "read", "from", "to", "q", "cursor", "limit"].map((name) => ({
          name: `list ${name}`,
          method: "GET" as const,
          path: `submissions?${name}=a%00b`,
          who: "admin" as const,
          field: name,
        })),
        {
          name: "list search with a C1 character",
          method: "GET",
          path: "submissions?q=%C2%9B",
          who: "admin",
          field: "q",
        },
        {
          name: "a query parameter's name",
          method: "GET",
          path: "submissions?q%00=a",
          who: "admin",
          field: "query",
        },
        {
          name: "submission id",
          method: "GET",
          path: "submissions/a%00",
          who: "admin",
          field: "id",
        },
        {
          name: "state's submission id",
          method: "POST",
          path: "submissions/a%00/state",
          who: "admin",
          body: { state: "handled" },
          field: "id",
        },
        {
          name: "state",
          method: "POST",
          path: "submissions/ID/state",
          who: "admin",
          body: { state: `handled${NUL}` },
          field: "state",
        },
        {
          name: "read's submission id",
          method: "POST",
          path: "submissions/a%00/read",
          who: "admin",
          body: { read: true },
          field: "id",
        },
        {
          name: "read",
          method: "POST",
          path: "submissions/ID/read",
          who: "admin",
          body: { read: NUL },
          field: "read",
        },
        { name: "mail id", method: "POST", path: "mails/a%00/retry", who: "admin", field: "id" },
        { name: "file id", method: "GET", path: "attachments/a%00", who: "admin", field: "id" },
        {
          name: "CSV export search",
          method: "GET",
          path: "submissions.csv?q=a%00",
          who: "admin",
          field: "q",
        },
        {
          name: "newsletter state",
          method: "GET",
          path: "newsletter?state=a%00",
          who: "admin",
          field: "state",
        },
        {
          name: "newsletter cursor",
          method: "GET",
          path: "newsletter?cursor=a%00",
          who: "admin",
          field: "cursor",
        },
        {
          name: "privacy export address",
          method: "GET",
          path: "privacy/export?email=someone%00%40example.in",
          who: "admin",
          field: "email",
        },
        {
          name: "privacy erase address",
          method: "POST",
          path: "privacy/erase",
          who: "admin",
          body: { email: `someone${NUL}@example.in` },
          field: "email",
        },
        {
          name: "audit cursor",
          method: "GET",
          path: "audit?cursor=a%00",
          who: "admin",
          field: "cursor",
        },
        {
          name: "an unknown API path",
          method: "GET",
          path: "nothing%00",
          who: "admin",
          field: "path",
        },
        {
          name: "an app page's path",
          method: "GET",
          path: "/inbox/sign-in%00",
          who: "anyone",
          field: "path",
        },
      ];

      it.each(CASES)("$name: 400 naming the field, never a 5xx", async (c) => {
        const path = fill(c.path);
        const response =
          c.who === "admin"
            ? await admin.request(c.method, path, c.body)
            : await app.inject({
                method: c.method,
                url: path.startsWith("/") ? path : `${INBOX_API}/${path}`,
                headers: {
                  origin: SITE_ORIGIN,
                  ...(c.body === undefined ? {} : { "content-type": "application/json" }),
                },
                ...(c.body === undefined ? {} : { payload: JSON.stringify(c.body) }),
              });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          status: "error",
          data: { errors: { [c.field]: inboxMessages.invalid } },
        });
        expect(response.headers["cache-control"]).toBe("no-store");
      });
    });

    describe("reading is audited", () => {
      it("a reader opening a submission in full is audited: who, and which", async () => {
        const views = async () =>
          (await auditRows("view-submission")).filter(
            (e) => e.actor === reader.email && e.target === ids.contact,
          );
        const before = (await views()).length;
        expect((await reader.request("GET", `submissions/${ids.contact}`)).statusCode).toBe(200);
        expect(await views()).toHaveLength(before + 1);
        expect((await views()).at(-1)?.detail).toBeNull();
        const { out } = await cli("audit", "--limit", "10000");
        expect(out).toContain(`  ${reader.email}  view-submission  ${ids.contact}\n`);
      });

      it("a search or a later page is one entry with its filter; the first page is none", async () => {
        const before = (await auditRows("list-submissions")).length;
        expect((await reader.request("GET", "submissions?form=contact")).statusCode).toBe(200);
        expect(await auditRows("list-submissions")).toHaveLength(before);

        const search = await reader.request("GET", "submissions?form=contact&q=Anu%40Example.in");
        expect(search.statusCode).toBe(200);
        const found = search.json().data.items.length;
        expect(found).toBeGreaterThan(0);
        const entries = await auditRows("list-submissions");
        expect(entries).toHaveLength(before + 1);
        expect(entries).toContainEqual({
          actor: reader.email,
          target: null,
          detail: `form=contact search for ${erasedName("anu@example.in")}: ${found} submission(s)`,
        });
        expect(JSON.stringify(entries)).not.toContain("anu@");

        const first = (await reader.request("GET", "submissions?limit=1")).json().data;
        const later = await reader.request("GET", `submissions?limit=1&cursor=${first.nextCursor}`);
        expect(later.statusCode).toBe(200);
        const after = await auditRows("list-submissions");
        expect(after).toHaveLength(before + 2);
        expect(after).toContainEqual({
          actor: reader.email,
          target: null,
          detail: "all, a later page: 1 submission(s)",
        });
      });
    });

    describe("submissions", () => {
      it("lists newest first with summaries, the unread count, and a submission in full", async () => {
        const list = await reader.request("GET", "submissions?limit=100");
        expect(list.statusCode).toBe(200);
        const { items, unread } = list.json().data;
        expect(items.map((s: { id: string }) => s.id).slice(-3)).toEqual([
          ids.application,
          ids.spam,
          ids.contact,
        ]);
        const spam = items.find((s: { id: string }) => s.id === ids.spam);
        expect(spam).toMatchObject({
          form: "contact",
          state: "spam",
          name: "Anu",
          email: "held@example.in",
          hasFile: false,
        });
        const application = items.find((s: { id: string }) => s.id === ids.application);
        expect(application).toMatchObject({ job: "Art director", hasFile: true, preview: "A pen" });
        expect(typeof unread).toBe("number");

        const detail = await reader.request("GET", `submissions/${ids.application}`);
        expect(detail.statusCode).toBe(200);
        const data = detail.json().data;
        expect(data.read).toBe(true);
        expect(data.fields).toEqual([
          { name: "job", label: "Job", value: "Art director" },
          { name: "careerFormEmail", label: "Email", value: "applicant@example.in" },
          { name: "careerFormField01", label: expect.any(String), value: "A pen" },
        ]);
        expect(data.attachments).toEqual([
          {
            id: ids.file,
            fileName: 'Résumé "final".pdf',
            contentType: "application/pdf",
            size: 11,
          },
        ]);
        expect(data.mails).toMatchObject([
          { kind: "notification", status: "pending", attempts: 0 },
        ]);
        expect(
          (await reader.request("GET", "submissions/00000000-0000-7000-8000-000000000000"))
            .statusCode,
        ).toBe(404);
        expect((await reader.request("GET", "submissions/not-an-id")).statusCode).toBe(404);
      });

      it("filters by form, state, read, dates and words", async () => {
        const ask = async (query: string) =>
          (
            (await reader.request("GET", `submissions?${query}`)).json().data.items as {
              id: string;
            }[]
          ).map((s) => s.id);
        expect(await ask("form=application")).toEqual([ids.application]);
        expect(await ask("state=spam")).toContain(ids.spam);
        expect(await ask("state=spam")).not.toContain(ids.contact);
        expect(await ask("q=applicant%40example")).toEqual([ids.application]);
        expect(await ask("q=100%25")).toEqual([]);
        const today = new Date(clock - 1).toISOString().slice(0, 10);
        expect(await ask(`from=${today}&to=${today}&form=application`)).toEqual([ids.application]);
        expect(await ask(`to=2001-01-01`)).toEqual([]);
        await reader.request("POST", `submissions/${ids.contact}/read`, { read: false });
        expect(await ask("read=false")).toContain(ids.contact);
        expect(await ask("read=true")).not.toContain(ids.contact);
        expect((await reader.request("GET", "submissions?from=yesterday")).statusCode).toBe(400);
        expect((await reader.request("GET", "submissions?limit=101")).statusCode).toBe(400);
        expect((await reader.request("GET", "submissions?cursor=bogus")).statusCode).toBe(400);
      });

      it("pages by keyset cursor, stable while new submissions arrive", async () => {
        const form = "thoughts";
        const base = clock - 10 * MINUTE;
        const made: string[] = [];
        for (let i = 0; i < 5; i++)
          made.push(
            await stores.submissions.insert(
              {
                form,
                status: "accepted",
                spamReason: null,
                email: null,
                data: { ts_ans_01: `n${i}` },
                page: null,
                mails: [],
              },
              base + i,
            ),
          );
        const first = (await reader.request("GET", `submissions?form=${form}&limit=2`)).json().data;
        expect(first.items.map((s: { id: string }) => s.id)).toEqual([made[4], made[3]]);
        // Newer ones arrive between the pages: the next page goes on where the first stopped.
        await stores.submissions.insert(
          {
            form,
            status: "accepted",
            spamReason: null,
            email: null,
            data: { ts_ans_01: "late" },
            page: null,
            mails: [],
          },
          base + 100,
        );
        const second = (
          await reader.request("GET", `submissions?form=${form}&limit=2&cursor=${first.nextCursor}`)
        ).json().data;
        expect(second.items.map((s: { id: string }) => s.id)).toEqual([made[2], made[1]]);
        const third = (
          await reader.request(
            "GET",
            `submissions?form=${form}&limit=2&cursor=${second.nextCursor}`,
          )
        ).json().data;
        expect(third.items.map((s: { id: string }) => s.id)).toEqual([made[0]]);
        expect(third.nextCursor).toBeNull();
      });

      it("not-spam releases the withheld mail in one step, and the worker is told", async () => {
        const id = await stores.submissions.insert(
          contact("released@example.in", { status: "quarantined", spamReason: "too fast" }),
        );
        expect(await stores.outbox.list({ submissionId: id })).toEqual([]);
        const response = await reader.request("POST", `submissions/${id}/state`, {
          state: "not-spam",
        });
        expect(response.statusCode).toBe(200);
        const detail = response.json().data;
        expect(detail.state).toBe("new");
        expect(detail.spamReason).toBeNull();
        const mails = await stores.outbox.list({ submissionId: id });
        expect(mails.map((m) => [m.kind, m.status]).sort()).toEqual([
          ["confirmation", "pending"],
          ["notification", "pending"],
        ]);
        expect(detail.mails).toHaveLength(2);
        // Saying it again changes nothing and queues nothing more.
        await reader.request("POST", `submissions/${id}/state`, { state: "not-spam" });
        expect(await stores.outbox.list({ submissionId: id })).toHaveLength(2);
      });

      it("spam on an accepted one quarantines it and cancels the mail not yet sent", async () => {
        const id = await stores.submissions.insert(contact("later-spam@example.in"));
        const response = await reader.request("POST", `submissions/${id}/state`, { state: "spam" });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ state: "spam", mails: [] });
        const statuses = (await stores.outbox.list({ submissionId: id })).map((m) => m.status);
        expect(statuses).toEqual(["cancelled", "cancelled"]);
        const handled = await reader.request("POST", `submissions/${id}/state`, {
          state: "handled",
        });
        expect(handled.statusCode).toBe(400);
      });

      it("handled and new, and read/unread, are kept", async () => {
        const id = await stores.submissions.insert(contact("handled@example.in"));
        const handled = await reader.request("POST", `submissions/${id}/state`, {
          state: "handled",
        });
        expect(handled.json().data.state).toBe("handled");
        const unread = await reader.request("POST", `submissions/${id}/read`, { read: false });
        expect(unread.json().data.read).toBe(false);
        const bad = await reader.request("POST", `submissions/${id}/state`, { state: "archived" });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().data.errors).toHaveProperty("state");
      });

      it("sends a dead mail again, and only a dead one", async () => {
        const id = await stores.submissions.insert(contact("dead@example.in"));
        const [mail] = await stores.outbox.list({ submissionId: id });
        await stores.db.run(
          "UPDATE outbox SET status = 'dead', attempts = 24, last_error = 'mailbox full' WHERE id = ?",
          [mail!.id],
        );
        const response = await reader.request("POST", `mails/${mail!.id}/retry`);
        expect(response.statusCode).toBe(200);
        const retried = await stores.outbox.get(mail!.id);
        expect(retried).toMatchObject({ status: "pending", attempts: 0, lastError: null });
        expect(retried!.nextAttemptAt).toBeLessThanOrEqual(Date.now());
        const again = await reader.request("POST", `mails/${mail!.id}/retry`);
        expect(again.statusCode).toBe(400);
        expect(again.json().data.message).toBe(inboxMessages.notDead);
      });
    });

    describe("files", () => {
      it("never serves a CV without a session", async () => {
        const response = await app.inject({ url: `${INBOX_API}/attachments/${ids.file}` });
        expect(response.statusCode).toBe(401);
        expect(response.body).not.toContain("%PDF");
      });

      it("serves a member the file as an attachment that cannot run", async () => {
        const response = await reader.request("GET", `attachments/${ids.file}`);
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.toString()).toBe("%PDF-1.7 cv");
        expect(response.headers["content-type"]).toBe("application/pdf");
        expect(response.headers["content-disposition"]).toBe(
          "attachment; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf",
        );
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(response.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
        expect(response.headers["cache-control"]).toBe("no-store");
      });
    });

    describe("exports and privacy (admin)", () => {
      it("exports submissions as CSV that a spreadsheet will not run", async () => {
        await stores.submissions.insert(
          contact("formula@example.in", {
            data: {
              cf_name: '=HYPERLINK("http://evil")',
              cf_mail: "formula@example.in",
              cf_phone: "1234567890",
              cf_msg: "+1 @SUM",
            },
          }),
        );
        const response = await admin.request("GET", "submissions.csv?form=contact");
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^text\/csv/);
        expect(response.headers["content-disposition"]).toMatch(
          /^attachment; filename\*=UTF-8''submissions\.csv$/,
        );
        expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
        expect(response.body).toContain(`"'+1 @SUM"`);
        expect(response.body).not.toContain(`"=HYPERLINK`);
        expect(response.body).not.toContain("Art director"); // the filter holds
      });

      it("exports confirmed newsletter subscribers only", async () => {
        const { id } = await stores.subscriptions
          .subscribe({ email: "keen@example.in", page: null, data: {} }, clock)
          .then(async (result) => {
            const [row] = await stores.db.query<{ id: string }>(
              "SELECT id FROM subscriptions WHERE email = ?",
              ["keen@example.in"],
            );
            return { ...result, id: row!.id };
          });
        await stores.db.run(
          "UPDATE subscriptions SET status = 'confirmed', confirmed_at = ? WHERE id = ?",
          [clock, id],
        );
        await stores.subscriptions.subscribe(
          { email: "maybe@example.in", page: null, data: {} },
          clock,
        );
        const response = await admin.request("GET", "newsletter.csv");
        expect(response.body).toBe(
          `"email","confirmed_at"\r\n"keen@example.in","${new Date(clock).toISOString()}"\r\n`,
        );
        const list = (await reader.request("GET", "newsletter")).json().data;
        expect(list.counts).toMatchObject({ confirmed: 1, pending: 1 });
        expect(list.items.map((s: { email: string }) => s.email).sort()).toEqual([
          "keen@example.in",
          "maybe@example.in",
        ]);
        const confirmed = (await reader.request("GET", "newsletter?state=confirmed")).json().data;
        expect(confirmed.items).toEqual([
          {
            email: "keen@example.in",
            state: "confirmed",
            createdAt: expect.any(Number),
            confirmedAt: clock,
          },
        ]);
      });

      it("exports everything about an address, then erases it all", async () => {
        const email = "forget-me@example.in";
        const sid = await stores.submissions.insert(contact(email));
        await stores.subscriptions.subscribe(
          { email, page: null, data: { cf_mail: email } },
          clock,
        );
        const exported = await admin.request(
          "GET",
          `privacy/export?email=${encodeURIComponent(email.toUpperCase())}`,
        );
        expect(exported.statusCode).toBe(200);
        expect(exported.headers["content-disposition"]).toMatch(/^attachment; /);
        const data = JSON.parse(exported.body);
        expect(data.submissions.map((s: { id: string }) => s.id)).toContain(sid);
        expect(data.subscriptions).toHaveLength(1);
        expect(data.mails.length).toBeGreaterThanOrEqual(3);

        const erased = await admin.request("POST", "privacy/erase", { email });
        expect(erased.statusCode).toBe(200);
        expect(erased.json().data).toEqual({
          submissions: data.submissions.length,
          subscriptions: 1,
          mails: data.mails.length,
        });
        for (const table of ["submissions", "subscriptions"]) {
          const rows = await stores.db.query(`SELECT id FROM ${table} WHERE email = ?`, [email]);
          expect(rows, table).toEqual([]);
        }
        expect(await stores.outbox.list({ submissionId: sid })).toEqual([]);
        // The log names the erased person by a hash, not by the address the erasure removed.
        const log = await stores.db.query<{ target: string | null; detail: string | null }>(
          "SELECT target, detail FROM audit_log WHERE action IN ('erase', 'privacy-export') AND target = ?",
          [erasedName(email)],
        );
        expect(log).toHaveLength(2);
        expect(JSON.stringify(log)).not.toContain("forget-me");
        expect(
          (await admin.request("POST", "privacy/erase", { email: "not an address" })).statusCode,
        ).toBe(400);
      });
    });

    describe("audit log", () => {
      it("records each audited action with its actor, newest first, in pages", async () => {
        const page = (await admin.request("GET", "audit")).json().data;
        expect(page.items.length).toBeGreaterThan(0);
        const all: { action: string; actor: string; at: number }[] = [];
        let cursor: string | null = null;
        do {
          const next: { items: typeof all; nextCursor: string | null } = (
            await admin.request("GET", `audit${cursor ? `?cursor=${cursor}` : ""}`)
          ).json().data;
          all.push(...next.items);
          cursor = next.nextCursor;
        } while (cursor);
        const actions = new Set(all.map((e) => e.action));
        for (const action of [
          "sign-in",
          "sign-in-failed",
          "sign-out",
          "sign-out-everywhere",
          "password-set",
          "view-file",
          "export-submissions",
          "export-newsletter",
          "privacy-export",
          "erase",
          "state",
          "read",
          "mail-retry",
          "view-submission",
          "list-submissions",
        ])
          expect(actions, action).toContain(action);
        const times = all.map((e) => e.at);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(all.find((e) => e.action === "view-file")?.actor).toBe(reader.email);
        expect(JSON.stringify(all)).not.toContain(PASSWORD);
      });
    });
  });
}
