// Abuse at volume, beside real visitors: a replayed form token, the contact form used as a relay
// to a stranger's inbox, uploads that lie (a zip that inflates to 1 GiB, a .docx with macros, a
// PDF that is HTML), and clients that write their own X-Forwarded-For to two servers sharing one
// database. The visitors' submissions must all be stored and mailed once (lost=0, duplicates=0),
// no answer may be a 5xx, and each attack must get exactly what the threat model promises.
import { join } from "node:path";
import { openDatabase } from "#server/db/open-database.ts";
import { createStores } from "#server/services.ts";
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import {
  docxWithVbaProject,
  pdfThenHtml,
  zipUnderstatingSize,
} from "#server/test-support/files.ts";
import { freePort, startSmtpPeer } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import {
  applicationSubmission,
  contactSubmission,
  exportSubmissions,
  type HttpAnswer,
  MAIL_TO,
  markerIndexOf,
  markerOf,
  postSubmission,
  type ScenarioResult,
  seconds,
  send,
  sessionHeaders,
  type Session,
  settledOutbox,
  startStressServer,
  stopServer,
  type StressServer,
  type Submission,
  summaryLine,
  visitorSession,
  visitorAddress,
} from "./support.ts";

const VISITORS = 30;
const REPLAYS = 30;
const RELAYS = 30;
const LYING_FILES = 30;
const PROXY_POSTS = 40;
const PROXY_LIMIT = 5;
const VICTIM = "stranger@example.in";

/** A fixed token, for a replayer who sends the same one again and again. */
const replaying = (session: Session, token: string): Session => ({ cookie: session.cookie, token });

const count = (answers: HttpAnswer[], test: (a: HttpAnswer & { ok: true }) => boolean) =>
  answers.filter((a) => a.ok && test(a)).length;

export async function abuseScenario(seed: number): Promise<ScenarioResult> {
  const started = Date.now();
  const failures: string[] = [];
  const dir = makeTempDir("kadal-stress-abuse-");
  const peer = await startSmtpPeer(undefined, { closeTimeoutMs: 500 });
  const servers: StressServer[] = [];
  try {
    // ── replay, relay, lying files, beside real visitors, on one server ──
    const env = { DATA_DIR: join(dir.path, "data"), SMTP_URL: peer.url };
    const server = await startStressServer(join(dir.path, "main"), await freePort(), env);
    servers.push(server);
    const base = `http://127.0.0.1:${server.port}`;
    const session = await visitorSession(base, VISITORS + RELAYS + LYING_FILES + 1);
    const replayed = replaying(session, session.token);
    const lyingFiles = [
      () => ({ fileName: "cv.docx", content: zipUnderstatingSize() }),
      () => ({ fileName: "cv.docx", content: docxWithVbaProject() }),
      () => ({ fileName: "cv.pdf", content: pdfThenHtml() }),
    ];
    const visitors: HttpAnswer[] = [];
    const replays: HttpAnswer[] = [];
    const relays: HttpAnswer[] = [];
    const lies: HttpAnswer[] = [];
    // Every post from an address of its own: the server takes one application per client at a
    // time (decision 1102), and the lying files must each meet the content check, not that rule.
    let posts = 0;
    const post = (submission: Submission, into: HttpAnswer[]) =>
      postSubmission(base, session, submission, undefined, 60_000, visitorAddress(posts++)).then(
        (a) => void into.push(a),
      );
    await Promise.all([
      ...Array.from({ length: VISITORS }, (_, i) =>
        post(
          contactSubmission(markerOf("abuse", seed, i), `visitor-${i}@example.in`, session),
          visitors,
        ),
      ),
      ...Array.from({ length: REPLAYS }, (_, i) =>
        post(
          contactSubmission(markerOf("replay", seed, i), `replay-${i}@example.in`, replayed),
          replays,
        ),
      ),
      ...Array.from({ length: RELAYS }, (_, i) =>
        post(
          {
            path: endpoints.contact,
            contentType: "application/json",
            body: JSON.stringify({
              cf_name: `WIN 1000 USD! Claim now at http://spam.example/${i}`,
              cf_mail: VICTIM,
              cf_phone: "(123) 456-7890",
              cf_msg: `Click http://spam.example/${i} ${markerOf("relay", seed, i)}`,
              [FORM_TOKEN_FIELD]: session.token,
            }),
          },
          relays,
        ),
      ),
      ...Array.from({ length: LYING_FILES }, (_, i) =>
        post(
          applicationSubmission(markerOf("lie", seed, i), null, session, lyingFiles[i % 3]!()),
          lies,
        ),
      ),
    ]);

    // Wait for the mail: every visitor's two, a notification per relay attempt and the stranger's
    // one confirmation, the accepted replay's two; and for the outbox to hold nothing pending or
    // sending, so that no further mail can go out: anything extra has arrived by then.
    const expectedMails = VISITORS * 2 + RELAYS + 1 + 2;
    const stores = createStores(await openDatabase({ DATA_DIR: env.DATA_DIR }));
    try {
      await settledOutbox(stores, 60_000, () => peer.received.length >= expectedMails);
    } finally {
      await stores.db.close();
    }
    await stopServer(server, "SIGTERM");
    const exported = await exportSubmissions(env);
    const byPrefix = (prefix: string) =>
      exported.filter((s) =>
        Object.values(s.data).some((v) => String(v).includes(`stress-${prefix}-`)),
      );

    // Visitors: stored once and mailed (notification and confirmation) once each.
    const stored = new Map<number, number>();
    for (const s of byPrefix("abuse")) {
      const i = markerIndexOf(s.data);
      if (i !== null) stored.set(i, (stored.get(i) ?? 0) + 1);
    }
    const ids = peer.received.map((m) => m.parsed.messageId ?? "");
    const duplicates =
      ids.length - new Set(ids).size + [...stored.values()].filter((n) => n > 1).length;
    const visitorMails = (i: number) =>
      peer.received.filter((m) => m.raw.includes(`visitor-${i}@example.in`)).length;
    const lost = Array.from({ length: VISITORS }, (_, i) => i).filter(
      (i) => stored.get(i) !== 1 || visitorMails(i) < 2,
    ).length;

    // Replay: one accepted, the rest quarantined and mailed to nobody; every sender saw success.
    const replayRows = byPrefix("replay");
    const replayAccepted = replayRows.filter((s) => s.status === "accepted").length;
    const replayQuarantined = replayRows.filter((s) => s.spamReason === "replayed-token").length;
    const replayMails = peer.received.filter((m) =>
      /stress-replay-/.test(m.parsed.text ?? ""),
    ).length;
    if (count(replays, (a) => a.status === 200) !== REPLAYS)
      failures.push("a replayed post was not answered with the success message");
    if (replayAccepted !== 1 || replayQuarantined !== REPLAYS - 1)
      failures.push(`replay: ${replayAccepted} accepted, ${replayQuarantined} quarantined`);
    if (replayMails !== 1) failures.push(`replay: ${replayMails} notification(s), want 1`);

    // Relay: the agency hears of every attempt; the stranger gets one mail, with none of it.
    const toVictim = peer.received.filter((m) => m.envelopeTo.includes(VICTIM));
    const relayNotices = peer.received.filter(
      (m) => m.envelopeTo.includes(MAIL_TO) && /stress-relay-/.test(m.parsed.text ?? ""),
    ).length;
    if (toVictim.length > 1) failures.push(`relay: the stranger got ${toVictim.length} mails`);
    if (toVictim.some((m) => /WIN|spam\.example|USD/.test(m.raw.toString("utf8"))))
      failures.push("relay: the stranger's mail carries the sender's words");
    if (relayNotices !== RELAYS)
      failures.push(`relay: ${relayNotices} notifications, want ${RELAYS}`);

    // Lying files: each refused with the spec's message, none stored.
    const refused = count(
      lies,
      (a) => a.status === 400 && a.body.includes(JSON.stringify(messages.fileContent)),
    );
    if (refused !== LYING_FILES) failures.push(`lying files: ${refused}/${LYING_FILES} refused`);
    if (byPrefix("lie").length > 0) failures.push("a lying file was stored");

    // ── X-Forwarded-For written by the client, to two servers on one database ──
    const shared = {
      DATA_DIR: join(dir.path, "proxy"),
      RATE_LIMIT_PER_MINUTE: String(PROXY_LIMIT),
    };
    const pair: StressServer[] = [];
    for (const name of ["a", "b"]) {
      const s = await startStressServer(join(dir.path, `proxy-${name}`), await freePort(), shared);
      pair.push(s);
      servers.push(s);
    }
    const proxySession = await visitorSession(`http://127.0.0.1:${pair[0]!.port}`, PROXY_POSTS);
    const spoofed: HttpAnswer[] = [];
    for (let i = 0; i < PROXY_POSTS; i++) {
      const target = `http://127.0.0.1:${pair[i % 2]!.port}`;
      spoofed.push(
        await send(`${target}${endpoints.thoughts}`, {
          method: "POST",
          headers: {
            ...sessionHeaders(proxySession, target),
            "content-type": "application/json",
            "x-forwarded-for": `203.0.113.${i + 1}`,
            "x-real-ip": `198.51.100.${i + 1}`,
            forwarded: `for=192.0.2.${i + 1}`,
          },
          body: JSON.stringify({ ts_ans_01: "spoof", [FORM_TOKEN_FIELD]: proxySession.token }),
        }),
      );
    }
    const spoofAccepted = count(spoofed, (a) => a.status === 200);
    const spoofLimited = count(spoofed, (a) => a.status === 429);
    if (spoofAccepted !== PROXY_LIMIT || spoofLimited !== PROXY_POSTS - PROXY_LIMIT)
      failures.push(
        `proxy headers: ${spoofAccepted} accepted, ${spoofLimited} limited (want ${PROXY_LIMIT} and ${PROXY_POSTS - PROXY_LIMIT})`,
      );

    const all = [...visitors, ...replays, ...relays, ...lies, ...spoofed];
    const fiveHundreds = count(all, (a) => a.status >= 500);
    const clientErrors = all.filter((a) => !a.ok).length;
    if (lost > 0) failures.push(`${lost} visitor submission(s) lost`);
    if (duplicates > 0) failures.push(`${duplicates} duplicate(s)`);
    if (fiveHundreds > 0) failures.push(`${fiveHundreds} answer(s) with a 5xx status`);
    if (clientErrors > 0) failures.push(`${clientErrors} request(s) without an answer`);

    return {
      name: "abuse",
      failures,
      summary: summaryLine("abuse", {
        visitors: VISITORS,
        "replays(accepted/quarantined/mailed)": `${replayAccepted}/${replayQuarantined}/${replayMails}`,
        "relays(notices/to-stranger)": `${relayNotices}/${toVictim.length}`,
        "lying-files-refused": `${refused}/${LYING_FILES}`,
        "spoofed-xff(accepted/429)": `${spoofAccepted}/${spoofLimited}`,
        lost,
        duplicates,
        "5xx": fiveHundreds,
        time: seconds(Date.now() - started),
      }),
    };
  } finally {
    for (const server of servers) await stopServer(server, "SIGKILL");
    await peer.stop();
    dir.remove();
  }
}
