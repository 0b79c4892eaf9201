// A real SMTP server on a loopback port (the smtp-server package) that keeps what it receives,
// parsed by mailparser; it can be stopped and started again on the same port.
import { createServer } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type ReceivedMail = {
  envelopeTo: string[];
  raw: Buffer;
  parsed: ParsedMail;
  /** The name the sender gave in EHLO/HELO (nodemailer's `name` option), to tell senders apart. */
  heloName?: string;
};

export type SmtpPeerOptions = {
  /** How long stop() waits for open sessions before closing them (smtp-server's default: 30 s). */
  closeTimeoutMs?: number;
  /** A slow mail server: how long it takes to accept each mail after its data arrived. */
  acceptDelayMs?: number;
};

export async function startSmtpPeer(port?: number, options: SmtpPeerOptions = {}) {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  /** Set to refuse recipients: answers the SMTP code to refuse with (4xx temporary, 5xx permanent). */
  const control: {
    refuse: ((recipient: string) => number | null) | null;
    /** Set to refuse whole sessions at the greeting with this code (e.g. 554, 421). */
    refuseConnection?: number | null;
  } = { refuse: null, refuseConnection: null };

  async function start() {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      size: 30 * 1024 * 1024,
      ...(options.closeTimeoutMs !== undefined ? { closeTimeout: options.closeTimeoutMs } : {}),
      onConnect(_session, callback) {
        const code = control.refuseConnection ?? null;
        if (code === null) return callback();
        callback(
          Object.assign(new Error("Service refused by the test peer"), { responseCode: code }),
        );
      },
      onRcptTo(address, _session, callback) {
        const code = control.refuse?.(address.address) ?? null;
        if (code === null) return callback();
        const error = Object.assign(new Error(`Mailbox refused by the test peer`), {
          responseCode: code,
        });
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              received.push({
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                raw,
                parsed,
                heloName: session.hostNameAppearsAs,
              });
              setTimeout(callback, options.acceptDelayMs ?? 0);
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.once("error", reject);
      instance.listen(chosen, "127.0.0.1", () => resolve());
    });
    // A client that dies mid-session (a SIGKILLed server holding pooled connections) resets its
    // socket; smtp-server reports that as an 'error' event, which must not crash the test process.
    instance.on("error", () => undefined);
    server = instance;
  }

  async function stop() {
    const instance = server;
    server = null;
    if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
  }

  await start();
  return {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    received,
    control,
    start,
    stop,
    /** Waits until `count` mails arrived or the time is up; answers what arrived. */
    async waitFor(
      count: number,
      timeoutMs = 10_000,
      predicate: (mail: ReceivedMail) => boolean = () => true,
    ) {
      const deadline = Date.now() + timeoutMs;
      while (received.filter(predicate).length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received.filter(predicate);
    },
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
