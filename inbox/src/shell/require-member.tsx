// Signed-in screens only: while GET me is under way it waits; without a session (or after any
// 401) it goes to sign-in, remembering where the member was going.
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "./session.tsx";

export function RequireMember({ admin = false }: { admin?: boolean }) {
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
  if (admin && me.role !== "admin")
    return (
      <section className="page">
        <h1 className="page-heading">Only an admin can do this.</h1>
      </section>
    );
  return <Outlet />;
}
