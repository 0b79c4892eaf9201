// Sign-in under a burst and a flood, on a real server process (decision 1103). A member is made
// with the operator CLI (`staff add`) and sets a password through the one-time link. Then 30
// wrong guesses at that address at once, each from a client of its own, and the right password
// as soon as the first guess is refused: no more than the per-address limit may reach the
// password check (a 401 is a verified wrong password, a 429 a refusal before any hashing), and
// the right password must not sign in. `staff unlock` then ends the lock, and 80 sign-ins from
// 80 addresses and clients arrive at once while the member signs in: past the few hashes at
// once and the short queue they are answered 429 at once, and the member gets in within a
// Retry-After or two. No answer may be a 5xx.
import { join } from "node:path";
import { INBOX_API } from "#contracts/inbox.ts";
import { inboxMessages } from "#server/inbox/inbox-messages.ts";
import { SIGN_IN_LIMITS } from "#server/inbox/staff-policy.ts";
import { freePort } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import {
  type HttpAnswer,
  runCli,
  type ScenarioResult,
  send,
  sleep,
  startStressServer,
  stopServer,
  type StressServer,
} from "./support.ts";

const GUESSES = 30;
const FLOOD = 80;
const MEMBER = "desk@kadal.example";
const PASSWORD = "monsoon ferry window 82";
const ADMIN_TRIES = 10;

type Answered = HttpAnswer & { ok: true };

const messageOf = (answer: Answered) => {
  try {
    return (JSON.parse(answer.body) as { data?: { message?: string } }).data?.message ?? null;
  } catch {
    return null;
  }
};

export async function signInBurstScenario(seed: number): Promise<ScenarioResult> {
  const failures: string[] = [];
  const dir = makeTempDir("kadal-stress-sign-in-");
  let server: StressServer | null = null;
  try {
    // Loopback is the proxy: each request names its client in X-Forwarded-For, so the burst
    // comes from 30 clients and the flood from 80, as a botnet's would.
    const env = { DATA_DIR: join(dir.path, "data"), TRUST_PROXY: "loopback" };
    const port = await freePort();
    server = await startStressServer(join(dir.path, "main"), port, env);
    const base = `http://127.0.0.1:${port}`;
    const all: HttpAnswer[] = [];
    const post = async (path: string, body: unknown, client: string) => {
      const answer = await send(`${base}${INBOX_API}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, "x-forwarded-for": client },
        body: JSON.stringify(body),
        timeoutMs: 60_000,
      });
      all.push(answer);
      return answer;
    };
    const signIn = (email: string, password: string, client: string) =>
      post("sign-in", { email, password }, client);

    // ── the member, made by the operator ──
    const link = await runCli(["staff", "add", MEMBER, "--role", "admin"], env);
    const token = /#token=([\w-]+)/.exec(link)?.[1];
    if (!token) throw new Error(`staff add printed no link: ${link}`);
    const set = await post("set-password", { token, password: PASSWORD }, "198.51.100.1");
    if (!set.ok || set.status !== 200)
      throw new Error(`set-password failed: ${set.ok ? `${set.status} ${set.body}` : set.error}`);

    // ── the burst: 30 wrong guesses at once, then the right password ──
    let firstRefusal!: () => void;
    const refusedOnce = new Promise<void>((resolve) => (firstRefusal = resolve));
    const guesses = Array.from({ length: GUESSES }, (_, i) =>
      signIn(MEMBER, `wrong guess ${seed} ${i}`, `203.0.113.${i + 1}`).then((answer) => {
        if (answer.ok && answer.status === 429) firstRefusal();
        return answer;
      }),
    );
    // Sent once the limit has refused a guess (or, should none be refused, after them all).
    void Promise.all(guesses).then(() => firstRefusal());
    const rightDuring = refusedOnce.then(() => signIn(MEMBER, PASSWORD, "203.0.113.200"));
    const burst = [...(await Promise.all(guesses)), await rightDuring];
    const rightAfter = await signIn(MEMBER, PASSWORD, "203.0.113.201");
    const answered = burst.filter((a): a is Answered => a.ok);
    const verified = answered.filter((a) => a.status === 401).length;
    const refused = answered.filter(
      (a) => a.status === 429 && messageOf(a) === inboxMessages.tooManyAttempts,
    ).length;
    const rightSignedIn = [burst.at(-1)!, rightAfter].some((a) => a.ok && a.status === 200);
    if (verified > SIGN_IN_LIMITS.perAccount)
      failures.push(
        `burst: ${verified} guesses verified, more than the limit of ${SIGN_IN_LIMITS.perAccount}`,
      );
    if (rightSignedIn) failures.push("burst: the right password signed in after the limit");
    if (verified + refused + (rightSignedIn ? 1 : 0) !== burst.length)
      failures.push(
        `burst: ${burst.length - verified - refused} answer(s) neither 401 nor a 429 refusal`,
      );

    // ── the operator ends the lock ──
    const unlocked = await runCli(["staff", "unlock", MEMBER], env);
    if (!/^Unlocked /.test(unlocked)) failures.push(`staff unlock said: ${unlocked.trim()}`);

    // ── the flood, while the member signs in ──
    const started = Date.now();
    const flood = Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        signIn(`flood-${seed}-${i}@example.in`, "a password guess", `192.0.2.${i + 1}`),
      ),
    );
    let adminMs: number | null = null;
    let adminTries = 0;
    while (adminTries < ADMIN_TRIES) {
      adminTries++;
      const answer = await signIn(MEMBER, PASSWORD, "198.51.100.7");
      if (answer.ok && answer.status === 200) {
        adminMs = Date.now() - started;
        break;
      }
      const retryAfter = answer.ok ? Number(answer.headers["retry-after"]) : NaN;
      // Busy is a wait of seconds; a lock (minutes) means the member was shut out.
      if (!answer.ok || answer.status !== 429 || !(retryAfter > 0) || retryAfter > 10) {
        failures.push(
          `the member's sign-in during the flood: ${answer.ok ? `${answer.status} ${answer.body}` : answer.error}`,
        );
        break;
      }
      await sleep(retryAfter * 1000); // as a browser told Retry-After would
    }
    const floodAnswers = (await flood).filter((a): a is Answered => a.ok);
    const busy = floodAnswers.filter(
      (a) => a.status === 429 && messageOf(a) === inboxMessages.busy,
    );
    if (busy.some((a) => !(Number(a.headers["retry-after"]) > 0)))
      failures.push("flood: a 429 without Retry-After");
    if (floodAnswers.some((a) => a.status !== 401 && a.status !== 429))
      failures.push("flood: an answer neither 401 nor 429");
    if (adminMs === null && !failures.some((f) => f.startsWith("the member's")))
      failures.push(`the member did not sign in during the flood in ${ADMIN_TRIES} tries`);

    const fiveHundreds = all.filter((a) => a.ok && a.status >= 500).length;
    const unanswered = all.filter((a) => !a.ok).length;
    if (fiveHundreds > 0) failures.push(`${fiveHundreds} answer(s) with a 5xx status`);
    if (unanswered > 0) failures.push(`${unanswered} request(s) without an answer`);

    return {
      name: "sign-in-burst",
      failures,
      summary:
        `sign-in-burst: ${verified} of ${burst.length} guesses verified (limit ${SIGN_IN_LIMITS.perAccount}), ` +
        `right password among them ${rightSignedIn ? "SIGNED IN" : "refused"}, ` +
        `flood: ${busy.length} of ${FLOOD} answered 429, ` +
        `admin signed in after ${adminMs === null ? "never" : `${adminMs} ms`} (${adminTries} tries), ` +
        `5xx=${fiveHundreds}`,
    };
  } finally {
    if (server) await stopServer(server, "SIGKILL");
    dir.remove();
  }
}
