// Signed-in screens only: while GET me is under way it waits; without a session (or after any
// 401) it goes to sign-in, remembering where the member was going. A screen of some roles only
// says so to the others (the server refuses their requests too, docs/inbox-api.md).
import type { StaffRole } from "#contracts/inbox.ts";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "./session.tsx";

/** Who sees what visitors sent, who works on the site's content, and who does the rest. */
export const SUBMISSION_ROLES: readonly StaffRole[] = ["admin", "reader"];
export const CONTENT_ROLES: readonly StaffRole[] = ["admin", "editor"];
export const ADMIN_ROLES: readonly StaffRole[] = ["admin"];

/** What a member of another role is told, as the server says it (docs/inbox-api.md). */
const REFUSALS = {
  admin: "Only an admin can do this.",
  submissions: "Only an admin or a reader can see submissions.",
  content: "Only an admin or an editor can change the site's content.",
} as const;

export function RequireMember({
  roles,
  refusal = "admin",
}: {
  roles?: readonly StaffRole[];
  refusal?: keyof typeof REFUSALS;
}) {
  const { me } = useSession();
  const location = useLocation();
  if (me === undefined)
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  if (me === null)
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  if (roles && !roles.includes(me.role))
    return (
      <section className="page">
        <h1 className="page-heading">{REFUSALS[refusal]}</h1>
      </section>
    );
  return <Outlet />;
}
