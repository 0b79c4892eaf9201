// The frame of every signed-in screen: skip link, header with the sections this member may open,
// sign out (here or everywhere), and the main landmark. Readers see no admin-only links; editors
// see the content and none of what visitors sent.
import { startTransition, useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { LiveUnreadProvider, useLiveUnread } from "./live-unread.tsx";
import { CONTENT_ROLES, SUBMISSION_ROLES } from "./require-member.tsx";
import { useMember, useSession } from "./session.tsx";
import { StatusLine, useStatus } from "./status-line.tsx";

export function MemberLayout() {
  const me = useMember();
  return (
    <LiveUnreadProvider enabled={SUBMISSION_ROLES.includes(me.role)}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main">
        <Outlet />
      </main>
    </LiveUnreadProvider>
  );
}

function Header() {
  const me = useMember();
  const { api, setMe } = useSession();
  const navigate = useNavigate();
  const unread = useLiveUnread()?.unread ?? 0;
  const { status, failed } = useStatus();
  const [busy, setBusy] = useState(false);
  // The account menu closes when the member moves to another screen, and on Escape.
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const details = menu.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    details?.addEventListener("keydown", onKey);
    return () => details?.removeEventListener("keydown", onKey);
  }, []);

  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    try {
      await (everywhere ? api.signOutEverywhere() : api.signOut());
      // The router navigates inside a transition; clearing `me` in the same transition keeps
      // the member guard from going to sign-in first, without the notice.
      startTransition(() => {
        navigate("/sign-in", {
          state: { notice: everywhere ? "Signed out everywhere." : "Signed out." },
        });
        setMe(null);
      });
    } catch (error) {
      failed(error);
      setBusy(false);
    }
  };

  return (
    <header className="header">
      <div className="header__bar">
        <p className="header__brand">
          Kadal Studio <span className="header__app">Inbox</span>
        </p>
        <nav aria-label="Inbox sections" className="header__nav">
          {SUBMISSION_ROLES.includes(me.role) ? (
            <>
              <NavLink to="/" end>
                Submissions
                {unread > 0 ? (
                  <span className="badge">
                    {unread}
                    <span className="visually-hidden"> unread</span>
                  </span>
                ) : null}
              </NavLink>
              <NavLink to="/newsletter">Newsletter</NavLink>
            </>
          ) : null}
          {CONTENT_ROLES.includes(me.role) ? (
            <>
              <NavLink to="/openings">Openings</NavLink>
              <NavLink to="/studies">Case studies</NavLink>
              <NavLink to="/pages">Pages</NavLink>
              <NavLink to="/content">Content history</NavLink>
            </>
          ) : null}
          {me.role === "admin" ? (
            <>
              <NavLink to="/privacy">Privacy</NavLink>
              <NavLink to="/audit">Audit log</NavLink>
            </>
          ) : null}
        </nav>
        {/* An account menu (a native disclosure) keeps the header to two short rows on a phone. */}
        <details ref={menu} className="account">
          <summary className="account__summary">
            <span className="account__email">{me.email}</span>
            <span className="role">{me.role}</span>
          </summary>
          <div className="account__panel">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void signOut(false)}
            >
              Sign out
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void signOut(true)}
            >
              Sign out everywhere
            </button>
          </div>
        </details>
      </div>
      <StatusLine status={status} />
    </header>
  );
}
