// Sign in with e-mail and password. Arrives with the e-mail filled after a password was set, and
// returns the member to where a 401 interrupted them.
import { useState, type FormEvent } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { ApiError } from "../api/client.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { Field } from "../shell/field.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";

export type SignInState = { email?: string; notice?: string; from?: string } | null;

export function SignInPage() {
  const { me, setMe, api } = useSession();
  const navigate = useNavigate();
  const state = useLocation().state as SignInState;
  const [email, setEmail] = useState(state?.email ?? "");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const { status, failed, clear } = useStatus();

  if (me) return <Navigate to={state?.from ?? "/"} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setBusy(true);
    try {
      const answer = await api.signIn(email.trim(), password);
      setMe(answer.me);
      navigate(state?.from ?? "/", { replace: true });
    } catch (error) {
      setBusy(false);
      setPassword("");
      failed(
        error instanceof ApiError && error.retryAfter
          ? new ApiError(`${error.message} Try again in ${error.retryAfter} s.`, error.status)
          : error,
      );
    }
  };

  return (
    <main id="main" className="main main--narrow">
      <section className="card">
        <p className="header__brand">
          Kadal Studio <span className="header__app">Inbox</span>
        </p>
        <PageHeading title="Sign in">Sign in</PageHeading>
        {state?.notice ? (
          <p className="notice" role="status">
            {state.notice}
          </p>
        ) : null}
        <form onSubmit={submit} className="stack">
          <Field
            label="E-mail"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
        </form>
        <StatusLine status={status} />
      </section>
    </main>
  );
}
