// Video-sharing: a facade (poster + play button); only a click loads the IFrame API and creates the player on
// the privacy-enhanced host. The placeholder ends on the player's ready event.
import { useEffect, useRef, useState } from "react";
import {
  PLAYER_STATE,
  SEEK_TIMEOUT,
  STATE_CHECK_INTERVAL,
  type PlayerStateName,
} from "./constants.ts";
import { YOUTUBE_API_SRC, YOUTUBE_HOST } from "#contracts/embeds.ts";
import { ScriptEmbed, type EmbedProps } from "./embed-box.tsx";
import { youTubeStart, youTubeVideoId } from "./parse-url.ts";
import type { YouTubePlayer, YouTubePlayerEvent } from "./script-loader.ts";

export interface YouTubeProps {
  /** Overrides the id parsed from `url`. */
  videoId?: string;
  /** Names the play button ("Play video: …") and the player iframe. */
  title?: string;
  /** Start offset in seconds; overrides `start=`/`t=` in `url`. */
  start?: number;
  playerVars?: Record<string, string | number>;
  onReady?(event: YouTubePlayerEvent): void;
  onStateChange?(state: PlayerStateName | undefined, event: YouTubePlayerEvent): void;
}

export interface YouTubeEmbedProps extends EmbedProps {
  youTubeProps?: YouTubeProps;
}

const stateName = (value?: number) =>
  (Object.keys(PLAYER_STATE) as PlayerStateName[]).find((name) => PLAYER_STATE[name] === value);

export function YouTubeEmbed({ youTubeProps: yt = {}, ...props }: YouTubeEmbedProps) {
  const { url, debug } = props;
  const title = yt.title ?? "YouTube video";
  const [clicked, setClicked] = useState(false);
  // The button needs JavaScript, so it appears only after hydration; the prerendered facade is a plain link.
  const [hydrated, setHydrated] = useState(false);
  const player = useRef<YouTubePlayer>(undefined);
  const ready = useRef(false);
  const stopWatch = useRef<() => void>(undefined);
  useEffect(() => {
    setHydrated(true);
    return () => {
      stopWatch.current?.();
      player.current?.destroy?.();
    };
  }, []);

  // Checks every STATE_CHECK_INTERVAL ms that playback began, but stops after SEEK_TIMEOUT.
  const watch = (target: YouTubePlayer) => {
    const since = Date.now();
    const id = setInterval(() => {
      const playing = target.getPlayerState?.() === PLAYER_STATE.playing;
      if (playing || Date.now() - since >= SEEK_TIMEOUT) {
        clearInterval(id);
        if (!playing && debug)
          console.info(`[embed] YouTube ${url}: not playing after ${SEEK_TIMEOUT} ms`);
      }
    }, STATE_CHECK_INTERVAL);
    stopWatch.current = () => clearInterval(id);
  };

  return (
    <ScriptEmbed
      kind="youtube"
      name="YouTube"
      href={url}
      props={props}
      active={clicked}
      facade={
        hydrated && (
          <button type="button" className="embed-play" onClick={() => setClicked(true)}>
            <span className="embed-vh">Play video: {title}</span>
          </button>
        )
      }
      driver={{
        ready: (w) => typeof w.YT?.Player === "function",
        load: (loader, doc) => loader.load("youtube", YOUTUBE_API_SRC, doc),
        process(host, w, doc) {
          const Player = w.YT?.Player;
          if (!Player) return false;
          player.current?.destroy?.();
          ready.current = false;
          const el = doc.createElement("div");
          host.replaceChildren(el);
          const start = yt.start ?? youTubeStart(url);
          player.current = new Player(el, {
            host: YOUTUBE_HOST,
            videoId: yt.videoId ?? youTubeVideoId(url),
            width: "100%",
            height: "100%",
            playerVars: {
              autoplay: 1,
              playsinline: 1,
              rel: 0,
              ...(start ? { start } : {}),
              ...yt.playerVars,
            },
            events: {
              onReady(event: YouTubePlayerEvent) {
                ready.current = true;
                const iframe = event.target.getIframe?.();
                iframe?.setAttribute("title", title);
                iframe?.focus();
                event.target.playVideo?.();
                watch(event.target);
                yt.onReady?.(event);
              },
              onStateChange: (event: YouTubePlayerEvent) =>
                yt.onStateChange?.(stateName(event.data), event),
            },
          });
        },
        confirmed: () => ready.current,
      }}
    />
  );
}
