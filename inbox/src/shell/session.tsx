// Who is signed in, and the API client that carries their CSRF token. `me` is undefined while
// GET me is under way and null when there is no session (any 401 sets it so: sign-in follows).
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Me } from "#contracts/inbox.ts";
import { createClient, type ClientOptions } from "../api/client.ts";
import { inboxApi, type InboxApi } from "../api/inbox-api.ts";

type Session = {
  me: Me | null | undefined;
  setMe: (me: Me | null) => void;
  api: InboxApi;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({
  children,
  fetch,
}: {
  children: ReactNode;
  /** Tests pass a stand-in; the app uses the browser's. */
  fetch?: ClientOptions["fetch"];
}) {
  const [me, setMeState] = useState<Me | null | undefined>(undefined);
  // The client reads the token when it sends, so it never holds a stale one.
  const token = useRef<string | null>(null);
  const setMe = (next: Me | null) => {
    token.current = next?.csrfToken ?? null;
    setMeState(next);
  };
  const setMeRef = useRef(setMe);
  setMeRef.current = setMe;

  const api = useMemo(
    () =>
      inboxApi(
        createClient({
          csrfToken: () => token.current,
          onUnauthorized: () => setMeRef.current(null),
          fetch,
        }),
      ),
    [fetch],
  );

  useEffect(() => {
    let live = true;
    api.me().then(
      (found) => live && setMeRef.current(found),
      () => live && setMeRef.current(null),
    );
    return () => {
      live = false;
    };
  }, [api]);

  return <SessionContext value={{ me, setMe, api }}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

/** The signed-in member; only inside pages that the member guard renders. */
export function useMember(): Me {
  const { me } = useSession();
  if (!me) throw new Error("useMember without a signed-in member");
  return me;
}
