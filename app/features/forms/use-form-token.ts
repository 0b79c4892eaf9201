// Fetches the back end's signed time token when a form mounts, and hands it over at submit time.
// Without a token the submission is still sent: the server quarantines it, it does not reject it.
import { useCallback, useEffect, useRef } from "react";
import { fetchFormToken } from "./request-client.ts";

/** How long a submit waits for a token fetch still in flight before sending without one. */
export const TOKEN_WAIT_MS = 3_000;

export function useFormToken(): () => Promise<string | null> {
  const pending = useRef<Promise<string | null> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    pending.current = fetchFormToken(controller.signal);
    return () => controller.abort();
  }, []);

  return useCallback(async () => {
    const request = pending.current;
    if (!request) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), TOKEN_WAIT_MS);
    });
    try {
      return await Promise.race([request, giveUp]);
    } finally {
      clearTimeout(timer);
    }
  }, []);
}
