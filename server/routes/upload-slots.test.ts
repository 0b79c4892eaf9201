// The bound on uploads in flight: first come first served, a wait that ends in UploadsBusy, and a
// slot freed once however often its release is called.
import { describe, expect, it } from "vitest";
import { createUploadSlots, UploadsBusy } from "./upload-slots.ts";

describe("upload slots", () => {
  it("lets `limit` in at once and the next ones in order as slots free", async () => {
    const slots = createUploadSlots(2, 1_000);
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: number[] = [];
    const third = slots.acquire().then((release) => (order.push(3), release));
    const fourth = slots.acquire().then((release) => (order.push(4), release));
    expect([slots.inUse, slots.waiting]).toEqual([2, 2]);
    first();
    first(); // a second call frees nothing more
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual([3, 4]);
    expect([slots.inUse, slots.waiting]).toEqual([0, 0]);
  });

  it("answers busy, with a retry time, to one that waited too long", async () => {
    const slots = createUploadSlots(1, 30);
    const held = await slots.acquire();
    const error = await slots.acquire().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadsBusy);
    expect(error).toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
    expect(slots.waiting).toBe(0);
    held();
    const again = await slots.acquire();
    again();
    expect(slots.inUse).toBe(0);
  });
});
