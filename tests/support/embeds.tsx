// Test-only: a fake script loader with fake provider globals, a fake IntersectionObserver and small helpers.
// Components never import this file.
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi, type Mock, type MockInstance } from "vitest";
import { CONFIRM_INTERVAL } from "#app/features/embeds/constants.ts";
import {
  ScriptLoaderContext,
  type ProviderWindow,
  type ScriptLoader,
  type ScriptProvider,
  type YouTubePlayerEvent,
} from "#app/features/embeds/script-loader.ts";

type Install = (w: ProviderWindow, src: string) => void;

export interface FakeLoaderOptions {
  /** Called on each load of that provider (installs its globals or, for TikTok, processes the page). */
  install?: Partial<Record<ScriptProvider, Install>>;
  /** Providers whose script fails to load (offline, blocked). */
  fail?: ScriptProvider[];
  /** Providers whose script never settles. */
  hang?: ScriptProvider[];
}

export function createFakeScriptLoader(options: FakeLoaderOptions = {}) {
  const calls: { provider: ScriptProvider; src: string }[] = [];
  const loader: ScriptLoader = {
    load(provider, src, doc = document) {
      calls.push({ provider, src });
      if (options.hang?.includes(provider)) return new Promise(() => {});
      if (options.fail?.includes(provider)) return Promise.reject(new Error(`${src} blocked`));
      options.install?.[provider]?.(doc.defaultView as ProviderWindow, src);
      return Promise.resolve();
    },
  };
  return { loader, calls };
}

const providerIframe = (title: string) =>
  Object.assign(document.createElement("iframe"), { title });
/** `works(n)` decides whether the n-th (1-based) processing renders. */
type Works = (call: number) => boolean;
const always: Works = () => true;

export function fakeFacebook(works: Works = always) {
  let n = 0;
  const parse = vi.fn((el?: Element) => {
    if (!works(++n)) return;
    el?.querySelectorAll(".fb-post").forEach((post) => post.append(providerIframe("fb:post")));
  });
  return { parse, install: (w: ProviderWindow) => void (w.FB = { XFBML: { parse } }) };
}

export function fakeInstagram(works: Works = always) {
  let n = 0;
  const process = vi.fn(() => {
    if (!works(++n)) return;
    document
      .querySelectorAll("blockquote.instagram-media")
      .forEach((q) => q.replaceWith(providerIframe("ig")));
  });
  return { process, install: (w: ProviderWindow) => void (w.instgrm = { Embeds: { process } }) };
}

/** TikTok has no global: its embed.js processes the page each time it is (re-)added. */
export function fakeTikTok(works: Works = always) {
  let n = 0;
  return {
    install: () => {
      if (!works(++n)) return;
      document
        .querySelectorAll("blockquote.tiktok-embed")
        .forEach((q) => q.replaceWith(providerIframe("tt")));
    },
  };
}

export function fakeX(works: Works = always) {
  let n = 0;
  const createTweet = vi.fn(async (_id: string, el: Element) => {
    if (!works(++n)) return undefined;
    const frame = providerIframe("X Post");
    el.append(frame);
    return frame;
  });
  return {
    createTweet,
    install: (w: ProviderWindow) => void (w.twttr = { widgets: { createTweet } }),
  };
}

export interface FakePlayer {
  el: Element;
  options: {
    host: string;
    videoId: string;
    playerVars: Record<string, unknown>;
    events: { onReady(e: YouTubePlayerEvent): void; onStateChange(e: YouTubePlayerEvent): void };
  };
  state: number;
  iframe: HTMLIFrameElement;
  playVideo: Mock<() => void>;
  destroy: Mock<() => void>;
  ready(): void;
  change(state: number): void;
}

export function fakeYouTube() {
  const players: FakePlayer[] = [];
  class Player {
    constructor(el: Element, options: FakePlayer["options"]) {
      const iframe = document.createElement("iframe");
      el.replaceWith(iframe);
      const p: FakePlayer = {
        el,
        options,
        state: -1,
        iframe,
        playVideo: vi.fn(() => {}),
        destroy: vi.fn(() => iframe.remove()),
        ready: () => act(() => options.events.onReady({ target: api })),
        change: (state) => {
          p.state = state;
          options.events.onStateChange({ target: api, data: state });
        },
      };
      const api = {
        playVideo: () => p.playVideo(),
        destroy: () => p.destroy(),
        getPlayerState: () => p.state,
        getIframe: () => iframe,
      };
      players.push(p);
      return api as unknown as Player;
    }
  }
  return { players, install: (w: ProviderWindow) => void (w.YT = { Player: Player as never }) };
}

export function resetProviderGlobals() {
  const w = window as ProviderWindow;
  delete w.FB;
  delete w.instgrm;
  delete w.twttr;
  delete w.YT;
}

/** A controllable IntersectionObserver; `enter()` makes every observed element intersect. */
export function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
  }[] = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: [] };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.push(el);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    observers,
    enter: () =>
      act(() => {
        for (const o of observers)
          if (o.targets.length)
            o.callback(
              o.targets.map(
                (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
              ),
              {} as IntersectionObserver,
            );
      }),
  };
}

export const renderWith = (loader: ScriptLoader, ui: ReactNode) =>
  render(<ScriptLoaderContext value={loader}>{ui}</ScriptLoaderContext>);

/**
 * Advances fake timers in steps of at most CONFIRM_INTERVAL ms, each inside its own act, so that every state
 * change renders and starts its stage's effect before time moves on (one act would batch them all to its end).
 */
export async function tick(ms = 0) {
  do {
    const step = Math.min(ms, CONFIRM_INTERVAL);
    await act(() => vi.advanceTimersByTimeAsync(step));
    ms -= step;
  } while (ms > 0);
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** The stage sequence logged with `debug` (console.info). */
export const loggedStages = (info: MockInstance) =>
  info.mock.calls.map((args) => String(args[0])).flatMap((m) => m.match(/: ([a-z-]+)$/)?.[1] ?? []);

export const stageOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>(".embed")?.dataset.stage;
