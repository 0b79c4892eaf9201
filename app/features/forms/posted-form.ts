// A form the browser posted by itself (no JavaScript) is answered with its own page: the server's
// endpoint judges the post (server/routes/forms.ts), then asks React Router for the form's route
// with the outcome in the load context (server/site/posted-form-pages.ts). The route's action works
// out what the form shows of it (`Answered`), and the form shows that with its own components: the
// message in place of the form, or the errors beside the fields with what was typed. Decision 1309.
import { data, type ActionFunctionArgs } from "react-router";
import type { FormKind, PostedForm } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";

declare module "react-router" {
  interface AppLoadContext {
    /** Set by the server only when it renders the answer to a form posted without scripts. */
    postedForm?: PostedForm;
  }
}

/**
 * The action of a route whose page holds the form of `kind` with the controls `fields`: what the
 * form is to show of the outcome, worked out here, on the server, so the browser's code never
 * carries it.
 */
export function postedFormAction(kind: FormKind, fields: readonly string[]) {
  return ({ context }: ActionFunctionArgs) => {
    const posted = context.postedForm;
    // Forms post to their endpoints, never to a page's address: nothing else has an answer to show.
    if (posted?.kind !== kind) throw data(null, { status: 405 });
    return data(answered(posted, fields)!, { status: posted.status });
  };
}

/** What a form shows of a post's outcome. */
export type Answered<K extends string> = {
  success: boolean;
  /** What was typed, put back in the fields. */
  values: Partial<Record<K, string>>;
  /** The server's message for each field, beside it. */
  errors: Partial<Record<K, string>>;
  /** The first field in error, which takes the focus. */
  first: K | undefined;
  /** Said above the form: what is no field's (the form as a whole, a refusal), or null. */
  notice: string[] | null;
};

export function answered<K extends string>(
  posted: PostedForm | undefined,
  fields: readonly K[],
): Answered<K> | undefined {
  if (!posted) return undefined;
  const { answer } = posted;
  const values: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = posted.values[field];
    if (value !== undefined) values[field] = value;
  }
  if (posted.status === 200 && answer.status === "success")
    return { success: true, values, errors: {}, first: undefined, notice: null };
  const data = answer.status === "error" ? answer.data : {};
  const all = data.errors ?? {};
  const errors: Partial<Record<K, string>> = {};
  for (const field of fields) if (all[field] !== undefined) errors[field] = all[field];
  const mine = fields.filter((field) => errors[field] !== undefined);
  const other = Object.entries(all)
    .filter(([name]) => !(fields as readonly string[]).includes(name))
    .map(([, message]) => message);
  const notice =
    other.length > 0
      ? other
      : mine.length === 0
        ? [messages.failure, ...(data.message ? [data.message] : [])]
        : null;
  return { success: false, values, errors, first: mine[0], notice };
}
