// The unread count and the newest submission's id, kept current for every screen: from the
// server's event stream (GET events), or by polling the list when the stream is unavailable or
// closed (a proxy that buffers it, an old browser). The list reloads when `latest` changes.
import { createContext, use, useCallback, useEffect, useState, type ReactNode } from "react";
import type { UnreadEvent } from "#contracts/inbox.ts";
import { downloads } from "../api/inbox-api.ts";
import { useSession } from "./session.tsx";

export const POLL_MS = 20_000;

type LiveUnread = UnreadEvent & {
  /** The list's own answer carries the count too; it shows at once, before any event. */
  seedUnread: (unread: number) => void;
};
const LiveUnreadContext = createContext<LiveUnread | null>(null);

/** `enabled` false for a member who sees no submissions (an editor): no stream, no polling. */
export function LiveUnreadProvider({
  children,
  enabled = true,
}: {
  children: ReactNode;
  enabled?: boolean;
}) {
  const { api } = useSession();
  const [value, setValue] = useState<UnreadEvent>({ unread: 0, latest: null });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const poll = () =>
      api.submissions({ limit: 1 }).then(
        (page) => !stopped && setValue({ unread: page.unread, latest: page.items[0]?.id ?? null }),
        () => undefined, // a 401 has already sent the member to sign-in; other failures retry
      );
    const startPolling = () => {
      if (timer === undefined && !stopped) timer = setInterval(poll, POLL_MS);
    };

    let source: EventSource | undefined;
    if (typeof EventSource === "function") {
      source = new EventSource(downloads.events());
      source.addEventListener("unread", (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as UnreadEvent;
        setValue({ unread: data.unread, latest: data.latest ?? null });
      });
      // The browser reconnects by itself after a dropped connection; CLOSED means it gave up
      // (an error status), so polling takes over and finds out whether the session still holds.
      source.addEventListener("error", () => {
        if (source?.readyState === EventSource.CLOSED) {
          void poll();
          startPolling();
        }
      });
    } else startPolling();

    return () => {
      stopped = true;
      source?.close();
      clearInterval(timer);
    };
  }, [api, enabled]);

  const seedUnread = useCallback(
    (unread: number) => setValue((current) => ({ ...current, unread })),
    [],
  );
  return <LiveUnreadContext value={{ ...value, seedUnread }}>{children}</LiveUnreadContext>;
}

/** Null outside a member's screens (sign-in, set password). */
export function useLiveUnread(): LiveUnread | null {
  return use(LiveUnreadContext);
}
