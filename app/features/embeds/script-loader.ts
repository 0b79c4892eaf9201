// The one way the embeds load provider scripts: an injectable loader (React context), faked in tests.
import { createContext, useContext } from "react";

export type ScriptProvider = "facebook" | "instagram" | "tiktok" | "x" | "youtube";

export interface ScriptLoader {
  /** Ensures one `<script>` for `provider` in `doc` with this `src`; settles on its load or error event. */
  load(provider: ScriptProvider, src: string, doc?: Document): Promise<void>;
}

/** The provider globals the embeds call, as far as they use them. */
export interface YouTubePlayer {
  playVideo?(): void;
  getPlayerState?(): number;
  getIframe?(): HTMLIFrameElement | undefined;
  destroy?(): void;
}
export interface YouTubePlayerEvent {
  target: YouTubePlayer;
  data?: number;
}
export type ProviderWindow = Window & {
  FB?: { XFBML?: { parse?(el?: Element): void } };
  instgrm?: { Embeds?: { process?(): void } };
  twttr?: {
    widgets?: {
      createTweet?(id: string, el: Element, options?: object): Promise<Element | undefined>;
    };
  };
  YT?: { Player?: new (el: Element, options: object) => YouTubePlayer };
};

const promises = new WeakMap<HTMLScriptElement, Promise<void>>();

/**
 * One script element per provider per document, found by `data-embed`. The same src reuses its promise; a new
 * src (TikTok's `?t=` re-add) replaces the element. A failed script is removed, so a later call may try again.
 */
export const defaultScriptLoader: ScriptLoader = {
  load(provider, src, doc = document) {
    const old = doc.querySelector<HTMLScriptElement>(`script[data-embed="${provider}"]`);
    const known = old && old.getAttribute("src") === src && promises.get(old);
    if (known) return known;
    old?.remove();
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.embed = provider;
    const promise = new Promise<void>((resolve, reject) => {
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new Error(`${src} failed to load`));
      };
    });
    promises.set(script, promise);
    doc.head.append(script);
    return promise;
  },
};

export const ScriptLoaderContext = createContext<ScriptLoader>(defaultScriptLoader);
export const useScriptLoader = () => useContext(ScriptLoaderContext);
