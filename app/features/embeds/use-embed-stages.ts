// The embed state machine of spec §4, with our bounds: script waits time out and retries stop after MAX_RETRIES.
import { useEffect, useRef, useState } from "react";
import { CONFIRM_INTERVAL, MAX_RETRIES, MAX_SCRIPT_WAIT, RETRY_DELAY } from "./constants.ts";

export type EmbedStage =
  | "idle"
  | "check-script"
  | "load-script"
  | "confirm-script-loaded"
  | "process-embed"
  | "confirm-embed-success"
  | "retrying"
  | "embed-success"
  | "embed-failed";

export interface StageDriver {
  /** Provider name for console messages, e.g. "Facebook". */
  name: string;
  url: string;
  /** Stages wait in "idle" until this is true (near the viewport, or the facade was clicked). */
  active: boolean;
  start?: "check-script" | "process-embed";
  scriptReady(): boolean;
  loadScript(): Promise<unknown>;
  /** Hands the embed to the provider; false means it cannot (and has said why). */
  process(): boolean | void;
  confirmed(): boolean;
  /** The warning for a script that failed to load; defaults to the "script not found" one. */
  loadError?: string;
  retryDelay?: number;
  retryDisabled?: boolean;
  scriptLoadDisabled?: boolean;
  debug?: boolean;
}

export function useEmbedStages(driver: StageDriver): { stage: EmbedStage; attempt: number } {
  const [stage, setStage] = useState<EmbedStage>("idle");
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(driver);
  useEffect(() => {
    latest.current = driver;
  });
  const { active } = driver;

  useEffect(() => {
    const d = latest.current;
    const stops: (() => void)[] = [];
    let live = true;
    const go = (next: EmbedStage) => live && setStage(next);
    const fail = (warning?: string) => {
      if (warning) console.warn(warning);
      go("embed-failed");
    };
    const notFound = `${d.name} embed script not found, so the embed cannot be processed: ${d.url}`;
    // Polls `test` every CONFIRM_INTERVAL ms; gives up after `limit` ms.
    const poll = (test: () => boolean, limit: number, onTimeout: () => void) => {
      let waited = 0;
      const id = setInterval(() => {
        if (test()) {
          clearInterval(id);
          go(stage === "confirm-script-loaded" ? "process-embed" : "embed-success");
        } else if ((waited += CONFIRM_INTERVAL) >= limit) {
          clearInterval(id);
          onTimeout();
        }
      }, CONFIRM_INTERVAL);
      stops.push(() => clearInterval(id));
    };
    if (d.debug && stage !== "idle") console.info(`[embed] ${d.name} ${d.url}: ${stage}`);

    switch (stage) {
      case "idle":
        if (active) go(d.start ?? "check-script");
        break;
      case "check-script":
        if (d.scriptReady()) go("process-embed");
        else if (d.scriptLoadDisabled) fail(notFound);
        else go("load-script");
        break;
      case "load-script":
        {
          const id = setTimeout(() => fail(notFound), MAX_SCRIPT_WAIT);
          stops.push(() => clearTimeout(id));
        }
        d.loadScript().then(
          () => go("confirm-script-loaded"),
          () => fail(d.loadError ?? notFound),
        );
        break;
      case "confirm-script-loaded":
        poll(d.scriptReady, MAX_SCRIPT_WAIT, () => fail(notFound));
        break;
      case "process-embed":
        if (!d.scriptReady()) fail(notFound);
        else go(d.process() === false ? "embed-failed" : "confirm-embed-success");
        break;
      case "confirm-embed-success":
        poll(d.confirmed, d.retryDelay ?? RETRY_DELAY, () => {
          if (!d.retryDisabled && attempt < MAX_RETRIES) {
            // Counted here, in a timer, not in the retrying effect (which StrictMode runs twice).
            setAttempt(attempt + 1);
            go("retrying");
          } else {
            if (d.debug)
              console.info(
                `[embed] ${d.name} ${d.url}: not confirmed after ${attempt + 1} attempt(s)`,
              );
            go("embed-failed");
          }
        });
        break;
      case "retrying":
        // process-embed rebuilds the provider's container from scratch.
        go("process-embed");
        break;
    }
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, [stage, active, attempt]);

  return { stage, attempt };
}
