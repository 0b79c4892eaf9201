// The bound on uploads in flight: no slot until asked for (once the body flows), first come
// first served, one application per client at a time, a wait that ends in UploadsBusy, and a
// slot freed once however often its upload is done. Fake timers: nothing waits for real.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createUploadSlots,
  UPLOAD_IN_PROGRESS_RETRY_SECONDS,
  UploadGone,
  UploadInProgress,
  UploadsBusy,
} from "./upload-slots.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("upload slots", () => {
  it("takes no slot when an application is admitted, only when it asks (its body flowing)", async () => {
    const slots = createUploadSlots(1, 1_000);
    const stalled = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4"].map((client) =>
      slots.admit(client),
    );
    // Four applications whose bodies never came hold nothing: the next one gets in at once.
    expect([slots.inUse, slots.clients]).toEqual([0, 4]);
    const flowing = slots.admit("198.51.100.7");
    await flowing.acquire();
    expect(slots.inUse).toBe(1);
    flowing.done();
    for (const upload of stalled) upload.done();
    expect([slots.inUse, slots.clients]).toEqual([0, 0]);
  });

  it("gives a client one application at a time, whatever the slots free", async () => {
    const slots = createUploadSlots(4, 1_000);
    const first = slots.admit("203.0.113.9");
    const error = (() => {
      try {
        slots.admit("203.0.113.9");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UploadInProgress);
    expect(error).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: UPLOAD_IN_PROGRESS_RETRY_SECONDS,
    });
    // Another client is not affected, and the first client's turn comes back when it is done.
    const other = slots.admit("203.0.113.10");
    await first.acquire();
    first.done();
    const again = slots.admit("203.0.113.9");
    expect(slots.clients).toBe(2);
    again.done();
    other.done();
    expect(slots.clients).toBe(0);
  });

  it("lets `limit` in at once and the next ones in order as slots free", async () => {
    const slots = createUploadSlots(2, 1_000);
    const [a, b, c, d] = ["a", "b", "c", "d"].map((client) => slots.admit(client));
    await a!.acquire();
    await b!.acquire();
    const order: string[] = [];
    const third = c!.acquire().then(() => order.push("c"));
    const fourth = d!.acquire().then(() => order.push("d"));
    expect([slots.inUse, slots.waiting]).toEqual([2, 2]);
    a!.done();
    a!.done(); // a second call frees nothing more
    await third;
    b!.done();
    await fourth;
    expect(order).toEqual(["c", "d"]);
    c!.done();
    d!.done();
    expect([slots.inUse, slots.waiting, slots.clients]).toEqual([0, 0, 0]);
  });

  it("answers busy, with a retry time, to one that waited too long", async () => {
    const slots = createUploadSlots(1, 15_000);
    const held = slots.admit("a");
    await held.acquire();
    const waiting = slots.admit("b");
    const outcome = waiting.acquire().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(slots.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(UploadsBusy);
    expect(error).toMatchObject({ statusCode: 503, retryAfterSeconds: 15 });
    expect(slots.waiting).toBe(0);
    waiting.done();
    held.done();
    const next = slots.admit("c");
    await next.acquire();
    next.done();
    expect([slots.inUse, slots.clients]).toEqual([0, 0]);
  });

  it("takes out of line one that went away while it waited; the slot goes to the next", async () => {
    const slots = createUploadSlots(1, 15_000);
    const held = slots.admit("a");
    await held.acquire();
    const leaving = slots.admit("b");
    const left = leaving.acquire().catch((e: unknown) => e);
    const next = slots.admit("c");
    const granted = next.acquire();
    leaving.done();
    expect(await left).toBeInstanceOf(UploadGone);
    expect(slots.waiting).toBe(1);
    held.done();
    await granted;
    expect(slots.inUse).toBe(1);
    next.done();
    expect([slots.inUse, slots.waiting, slots.clients]).toEqual([0, 0, 0]);
  });
});
