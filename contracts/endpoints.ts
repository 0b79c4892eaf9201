// The server paths the forms post to (the agency's old PHP script paths) and the helper routes.

export const endpoints = {
  newsletter: "/subscription_mail.php",
  contact: "/contact_mail.php",
  thoughts: "/thoughts_mail.php",
  application: "/phpmailer/careers_mail.php",
} as const;

export type FormKind = keyof typeof endpoints;
export const FORM_KINDS = Object.keys(endpoints) as FormKind[];

/**
 * GET: a fresh signed time token for a form, and the server's UPLOAD_MAX_MB, which the application
 * form checks the CV against (the prerendered page can only know the default).
 */
export const FORM_TOKEN_PATH = "/form-token";
export type FormTokenAnswer = { status: "success"; data: { token: string; uploadMaxMb: number } };
/** GET with `?token=`: confirms a newsletter subscription (double opt-in). */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
/** GET shows a confirmation button, POST (also RFC 8058 one-click) unsubscribes; both with `?token=`. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** The JSON answer every endpoint gives. */
export type FormAnswer =
  | { status: "success"; data: { message: string } }
  | { status: "error"; data: { message?: string; errors?: Record<string, string> } };

/**
 * A form the browser posted by itself (no JavaScript), as its page is rendered with the outcome:
 * the endpoint's answer and status, and the text the visitor typed (never a file, never the spam
 * fields). The server hands it to React Router as the load context's `postedForm`, and the form's
 * route action gives it to the page (app/features/forms/posted-form.ts).
 */
export type PostedForm = {
  kind: FormKind;
  status: number;
  answer: FormAnswer;
  values: Record<string, string>;
};
