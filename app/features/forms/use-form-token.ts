// Fetches the back end's signed time token when a form mounts, and hands it over at submit time.
// Without a token the submission is still sent: the server quarantines it, it does not reject it.
// The same answer carries the server's CV limit, which the prerendered page cannot know.
import { useCallback, useEffect, useRef, useState } from "react";
import { limits } from "#contracts/limits.ts";
import { fetchFormToken } from "./request-client.ts";

/** How long a submit waits for a token fetch still in flight before sending without one. */
export const TOKEN_WAIT_MS = 3_000;

export function useFormToken(): {
  getToken: () => Promise<string | null>;
  /** The server's UPLOAD_MAX_MB once its answer is in; its default until then. */
  uploadMaxMb: number;
} {
  const pending = useRef<Promise<string | null> | null>(null);
  const [uploadMaxMb, setUploadMaxMb] = useState<number>(limits.uploadMaxMbDefault);

  useEffect(() => {
    const controller = new AbortController();
    pending.current = fetchFormToken(controller.signal).then((answer) => {
      if (answer?.uploadMaxMb && !controller.signal.aborted) setUploadMaxMb(answer.uploadMaxMb);
      return answer?.token ?? null;
    });
    return () => controller.abort();
  }, []);

  const getToken = useCallback(async () => {
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

  return { getToken, uploadMaxMb };
}
