// The staff inbox's tests, run against each database (server/inbox/inbox.sqlite.test.ts,
// inbox.postgres.test.ts): who may call what, CSRF, sessions (fixation, expiry, removal, reset),
// sign-in timing and limits, the list and its paging, state changes that release or hold mail,
// files, exports, erasure and the audit log — all through app.inject() on the real app.
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INBOX_API, INBOX_SESSION_COOKIE } from "#contracts/inbox.ts";
import { createStores, type Stores } from "../services.ts";
import { erasedName } from "../inbox/audit-log.ts";
import { inboxMessages } from "../inbox/inbox-messages.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SIGN_IN_LIMITS } from "../inbox/staff-policy.ts";
import { createStaffStore } from "../inbox/staff-store.ts";
import type { NewSubmission } from "../submissions/submission-store.ts";
import {
  addMember,
  cookieOf,
  countingHasher,
  type InboxClient,
  PASSWORD,
  signIn,
  signInRequest,
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
  who: "member" | "admin";
  body?: unknown;
}[] = [
  { method: "POST", path: "sign-out", who: "member" },
  { method: "POST", path: "sign-out-everywhere", who: "member" },
  { method: "GET", path: "me", who: "member" },
  { method: "GET", path: "submissions", who: "member" },
  { method: "GET", path: "submissions/ID", who: "member" },
  { method: "POST", path: "submissions/ID/state", who: "member", body: { state: "handled" } },
  { method: "POST", path: "submissions/ID/read", who: "member", body: { read: false } },
  { method: "POST", path: "mails/MAIL/retry", who: "member" },
  { method: "GET", path: "attachments/FILE", who: "member" },
  { method: "GET", path: "submissions.csv", who: "admin" },
  { method: "GET", path: "newsletter", who: "member" },
  { method: "GET", path: "newsletter.csv", who: "admin" },
  { method: "GET", path: "privacy/export?email=nobody%40example.in", who: "admin" },
  { method: "POST", path: "privacy/erase", who: "admin", body: { email: "nobody@example.in" } },
  { method: "GET", path: "audit", who: "admin" },
  { method: "GET", path: "events", who: "member" },
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
    let ids: { contact: string; spam: string; application: string; file: string; mail: string };

    /** A new member, signed in from an address of their own (sign-in limits count per client). */
    async function newMember(role: "admin" | "reader") {
      const email = `member${++memberCount}@kadal.example`;
      await addMember(stores.db, hasher, email, role);
      return signIn(app, email, PASSWORD, `10.1.0.${memberCount}`);
    }

    const fill = (path: string) =>
      path.replace("ID", ids.contact).replace("MAIL", ids.mail).replace("FILE", ids.file);

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
          (r) => r.who === "member" && !/sign-out|events|retry/.test(r.path),
        )) {
          const response = await reader.request(route.method, fill(route.path), route.body);
          expect(response.statusCode, `${route.method} ${route.path}`).toBe(200);
          expect(response.headers["cache-control"]).toBe("no-store");
          expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
          expect(response.headers["referrer-policy"]).toBe("no-referrer");
        }
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
