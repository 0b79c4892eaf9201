// The state of one form's submission: idle → pending → success | failure, and back to idle only
// through "Try again". A second submit while one is pending is ignored, so nothing is sent twice.
import { useCallback, useEffect, useRef, useState } from "react";
import type { SendResult, UploadProgress } from "./request-client.ts";

export type SubmissionPhase = "idle" | "pending" | "success" | "failure";

export type Failure = Extract<SendResult, { ok: false }>;

export type SendContext = {
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
};

export function useSubmission() {
  const [phase, setPhase] = useState<SubmissionPhase>("idle");
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** How many times "Try again" brought the form back (the form focuses its first field then). */
  const [retries, setRetries] = useState(0);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);

  // A request still running when the form goes away is abandoned, not left to update nothing.
  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(async (send: (context: SendContext) => Promise<SendResult>) => {
    if (busy.current) return;
    busy.current = true;
    const current = new AbortController();
    controller.current = current;
    setFailure(null);
    setProgress(null);
    setPhase("pending");
    let result: SendResult;
    try {
      result = await send({ signal: current.signal, onProgress: setProgress });
    } catch {
      result = { ok: false, reason: "network" };
    }
    busy.current = false;
    if (controller.current === current) controller.current = null;
    setFailure(result.ok ? null : result);
    setPhase(result.ok ? "success" : "failure");
  }, []);

  const retry = useCallback(() => {
    if (busy.current) return;
    setPhase("idle");
    setRetries((count) => count + 1);
  }, []);

  return { phase, progress, failure, retries, submit, retry };
}
