// Sets a member's password from the one-time link an admin's CLI printed. The token is in the
// URL's fragment (never sent to a server or a log); the server's rules and messages decide.
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../api/client.ts";
import { Field } from "../shell/field.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import type { SignInState } from "./sign-in-page.tsx";

export const MISSING_TOKEN =
  "This link is incomplete. Open the whole link from the message, or ask an admin for a new one.";
export const PASSWORDS_DIFFER = "The two passwords are not the same.";

export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}

export function SetPasswordPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const token = tokenFromHash(useLocation().hash);
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { status, failed, clear } = useStatus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (password !== repeat) {
      setErrors({ repeat: PASSWORDS_DIFFER });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { email } = await api.setPassword(token, password);
      const state: SignInState = { email, notice: "Your password is set. Sign in with it." };
      navigate("/sign-in", { replace: true, state });
    } catch (error) {
      setBusy(false);
      // A field's message goes beside its field; anything else (an expired link) above the form.
      const fieldErrors = error instanceof ApiError ? error.errors : {};
      setErrors(fieldErrors);
      if (!fieldErrors.password) failed(error);
    }
  };

  return (
    <main id="main" className="main main--narrow">
      <section className="card">
        <p className="header__brand">
          Kadal Studio <span className="header__app">Inbox</span>
        </p>
        <PageHeading title="Set your password">Set your password</PageHeading>
        {token ? (
          <form onSubmit={submit} className="stack" noValidate>
            <Field
              label="New password"
              hint="At least 12 characters. A long phrase is easier to remember."
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              error={errors.password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field
              label="The same password again"
              type="password"
              name="repeat"
              autoComplete="new-password"
              required
              value={repeat}
              error={errors.repeat}
              onChange={(event) => setRepeat(event.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? "Saving…" : "Set password"}
            </button>
          </form>
        ) : (
          <p className="notice notice--error">{MISSING_TOKEN}</p>
        )}
        <StatusLine status={status} />
      </section>
    </main>
  );
}
