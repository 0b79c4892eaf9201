// The pace an upload's body must keep, on fake timers: a steady body is never dropped, one that
// stops is dropped a window after it stopped (not within the grace), and time the server holds
// the body back does not count.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_PACE, watchPace } from "./upload-pace.ts";

const { graceMs, windowMs, minBytes, sampleMs } = UPLOAD_PACE;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs the clock `ms` forward, `perSecond` bytes arriving in each second of it. */
function run(watch: { received(bytes: number): void }, ms: number, perSecond: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += sampleMs) {
    watch.received(perSecond);
    vi.advanceTimersByTime(sampleMs);
  }
}

describe("upload pace", () => {
  it("never drops a body that keeps coming at the minimum pace", () => {
    const onStall = vi.fn();
    const watch = watchPace(onStall);
    run(watch, 120_000, Math.ceil(minBytes / (windowMs / sampleMs)));
    expect(onStall).not.toHaveBeenCalled();
    watch.stop();
  });

  it("drops a body that never comes once the grace and a window have passed, not before", () => {
    const onStall = vi.fn();
    watchPace(onStall);
    vi.advanceTimersByTime(graceMs + windowMs - 1);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it("drops a body that stops half-way a window after it stopped", () => {
    const onStall = vi.fn();
    const watch = watchPace(onStall);
    run(watch, 20_000, 64 * 1024);
    vi.advanceTimersByTime(windowMs - sampleMs);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(sampleMs);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it("drops a body that trickles below the minimum", () => {
    const onStall = vi.fn();
    const watch = watchPace(onStall);
    run(watch, 30_000, Math.floor((minBytes - 1) / (windowMs / sampleMs)));
    expect(onStall).toHaveBeenCalledOnce();
  });

  it("does not count the time the server holds the body back, and asks a full window after", () => {
    const onStall = vi.fn();
    const watch = watchPace(onStall);
    run(watch, 2_000, 4 * 1024);
    watch.suspend();
    vi.advanceTimersByTime(60_000);
    watch.resume();
    // What was left of the grace, then a window: the body has not come since the resumption.
    vi.advanceTimersByTime(graceMs + windowMs - 2_000 - sampleMs);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(sampleMs);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it("asks a full window after a resumption, the grace long past", () => {
    const onStall = vi.fn();
    const watch = watchPace(onStall);
    run(watch, 20_000, 64 * 1024);
    watch.suspend();
    vi.advanceTimersByTime(60_000);
    watch.resume();
    vi.advanceTimersByTime(windowMs - sampleMs);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(sampleMs);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it("keeps the grace of a body whose slot came at once", () => {
    const onStall = vi.fn();
    const watch = watchPace(onStall);
    watch.received(20 * 1024);
    watch.suspend();
    watch.resume();
    vi.advanceTimersByTime(graceMs + windowMs - sampleMs);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(sampleMs);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it("stops looking once stopped (the body is read)", () => {
    const onStall = vi.fn();
    const watch = watchPace(onStall);
    watch.stop();
    vi.advanceTimersByTime(60_000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
