// Each screen's h1, which takes focus when the screen opens, so keyboard and screen-reader users
// start at the new content after a route change (the browser does not do it for client routing).
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useLiveUnread } from "./live-unread.tsx";

export const SITE_NAME = "Kadal Studio";

export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const unread = useLiveUnread()?.unread ?? 0;
  useEffect(() => {
    heading.current?.focus();
  }, [pathname]);
  useEffect(() => {
    document.title = pageTitle(title, unread);
  }, [title, unread]);
  return (
    <h1 ref={heading} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}

/** "(3) Inbox — Kadal Studio": the unread count first, so it shows in a narrow tab. */
export function pageTitle(title: string, unread: number): string {
  return `${unread > 0 ? `(${unread}) ` : ""}${title} — ${SITE_NAME}`;
}
