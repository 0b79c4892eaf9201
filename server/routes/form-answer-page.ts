// The page a form sent without JavaScript gets back (decision 1001): the form's own prerendered
// page without its scripts, with the spec's message where the enhanced form shows it — in place of
// the form on success; above the form, with what was typed kept, on failure — and each field's
// error beside its field. The markup is the forms' own (app/features/forms), so the page looks
// like the one the visitor left; it is built from the build's HTML, not a second copy of the forms.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FormAnswer, FormKind } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { BASE_PATH } from "#contracts/paths.ts";
import { HONEYPOT_FIELD } from "#contracts/spam.ts";

export type FormAnswerInput = {
  kind: FormKind;
  status: number;
  answer: FormAnswer;
  /** What the visitor sent (text fields only are put back). */
  values: Record<string, unknown>;
  /** The path of the page the form was sent from (Referer), when it is ours. */
  fromPath: string | null;
};

export interface FormAnswerPages {
  render(input: FormAnswerInput): string;
}

/** Where each form lives, as a path under the base; an application's page is its job's. */
const FORM_PAGES: Record<Exclude<FormKind, "application">, string> = {
  contact: "contact-us",
  newsletter: "weirdos",
  thoughts: "thought-starters",
};
const APPLY_PAGE = /^careers\/apply-now\/([a-z0-9-]+)$/;

/**
 * The page a form's answer is made from: the form's own page, and for an application the apply
 * page of the posted job (or of the page it came from) when the build has one, else the careers
 * page. `hasPage` says whether the build holds a page.
 */
export function formPagePath(
  kind: FormKind,
  values: Record<string, unknown>,
  fromPath: string | null,
  hasPage: (path: string) => boolean,
): string {
  const from = fromPath?.startsWith(`${BASE_PATH}/`)
    ? fromPath.slice(BASE_PATH.length + 1).replace(/\/$/, "")
    : null;
  if (kind !== "application") return FORM_PAGES[kind];
  // The spec's job name is the slug with spaces for hyphens, so the slug comes back from it.
  const job = typeof values.job === "string" ? values.job.trim().toLowerCase() : "";
  const fromJob = `careers/apply-now/${job.replace(/ /g, "-")}`;
  if (APPLY_PAGE.test(fromJob) && hasPage(fromJob)) return fromJob;
  return from && APPLY_PAGE.test(from) && hasPage(from) ? from : "careers";
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** The page as it reads without scripts; not for search engines (it answers a POST). */
export function withoutScripts(html: string): string {
  return html
    .replace(SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("<head>", '<head><meta name="robots" content="noindex"/>');
}

const statusBlock = (phase: "success" | "failure", lines: string[]) =>
  `<div class="form-status form-status--${phase}" role="status" aria-live="polite" tabindex="-1">` +
  lines
    .map((line, i) =>
      i === 0
        ? `<p class="form-status-message">${escapeHtml(line)}</p>`
        : `<p class="form-status-detail">${escapeHtml(line)}</p>`,
    )
    .join("") +
  "</div>";

/** The controls' names in the form, in order (the only names values and errors are matched to). */
const controlNames = (form: string) => [
  ...new Set([...form.matchAll(/<(?:input|textarea)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]!)),
];

const controlTag = (name: string) => new RegExp(`<(input|textarea)\\b[^>]*\\bname="${name}"[^>]*>`);

function putValue(form: string, name: string, value: string): string {
  const textarea = new RegExp(`(<textarea\\b[^>]*\\bname="${name}"[^>]*>)[\\s\\S]*?(</textarea>)`);
  if (textarea.test(form)) {
    // A leading newline of a textarea's content is dropped by the parser: keep the visitor's.
    return form.replace(
      textarea,
      (_all, open: string, close: string) =>
        `${open}${value.startsWith("\n") ? "\n" : ""}${escapeHtml(value)}${close}`,
    );
  }
  return form.replace(controlTag(name), (tag) =>
    /\btype="(file|hidden|submit)"/.test(tag)
      ? tag
      : tag.replace(/\bvalue="[^"]*"/, () => `value="${escapeHtml(value)}"`),
  );
}

/** Marks a field invalid as TextField does: the class, aria-invalid, the error tied to the control. */
function putError(form: string, name: string, message: string, focus: boolean): string {
  const match = controlTag(name).exec(form);
  if (!match) return form;
  const tag = match[0];
  const id = /\bid="([^"]+)"/.exec(tag)?.[1] ?? name;
  const errorId = `${id}-error`;
  let marked = tag.replace(
    /\s*\/?>$/,
    (end) => ` aria-invalid="true"${focus ? ' autofocus=""' : ""}${end}`,
  );
  marked = /\baria-describedby="/.test(marked)
    ? marked.replace(
        /\baria-describedby="([^"]*)"/,
        (_all, ids: string) => `aria-describedby="${ids} ${errorId}"`,
      )
    : marked.replace(/\s*\/?>$/, (end) => ` aria-describedby="${errorId}"${end}`);
  const error = `<p class="form-error" id="${errorId}">${escapeHtml(message)}</p>`;
  const before = form.slice(0, match.index);
  let after = form.slice(match.index + tag.length);
  // The error goes after the control (a textarea's closing tag, the file input's wrapper).
  let insertAt = 0;
  if (match[1] === "textarea") insertAt = after.indexOf("</textarea>") + "</textarea>".length;
  else if (/\btype="file"/.test(tag)) insertAt = after.indexOf("</div>") + "</div>".length;
  after = after.slice(0, insertAt) + error + after.slice(insertAt);
  // Its field's wrapper gets the invalid style.
  const wrapper = before.lastIndexOf('<div class="form-field');
  const head =
    wrapper === -1
      ? before
      : before.slice(0, wrapper) +
        before.slice(wrapper).replace('class="form-field', 'class="form-field form-field--invalid');
  return head + marked + after;
}

export function renderFormAnswer(page: string, input: FormAnswerInput): string {
  const html = withoutScripts(page);
  const start = html.indexOf("<form ");
  const end = start === -1 ? -1 : html.indexOf("</form>", start);
  const { answer } = input;
  const success = input.status === 200 && answer.status === "success";
  const failureData = answer.status === "error" ? answer.data : {};
  const formError = (lines: string[]) => statusBlock("failure", lines);

  if (start === -1 || end === -1) {
    // No form on the page (an application for an opening no longer listed): the message at the top.
    const lines = success
      ? [answer.data.message]
      : [
          messages.failure,
          ...Object.values(failureData.errors ?? {}),
          ...(failureData.message ? [failureData.message] : []),
        ];
    const block = statusBlock(success ? "success" : "failure", lines);
    const main = /<main\b[^>]*>/.exec(html);
    return main
      ? html.slice(0, main.index + main[0].length) + block + html.slice(main.index + main[0].length)
      : html.replace("<body>", () => `<body>${block}`);
  }

  const formEnd = end + "</form>".length;
  let form = html.slice(start, formEnd);
  if (success) {
    return (
      html.slice(0, start) + statusBlock("success", [answer.data.message]) + html.slice(formEnd)
    );
  }

  const names = controlNames(form).filter((name) => name !== HONEYPOT_FIELD);
  for (const name of names) {
    const value = input.values[name];
    if (typeof value === "string") form = putValue(form, name, value);
  }
  const errors = failureData.errors ?? {};
  const fieldErrors = Object.entries(errors).filter(([name]) => names.includes(name));
  const otherErrors = Object.entries(errors)
    .filter(([name]) => !names.includes(name))
    .map(([, message]) => message);
  fieldErrors.forEach(([name, message], index) => {
    form = putError(form, name, message, index === 0);
  });
  // Without a field to show it beside (the form as a whole, a server refusal), it is said above the form.
  const above =
    otherErrors.length > 0
      ? formError(otherErrors)
      : fieldErrors.length === 0
        ? formError([messages.failure, ...(failureData.message ? [failureData.message] : [])])
        : "";
  return html.slice(0, start) + above + form + html.slice(formEnd);
}

/** The prerendered pages the answers are made from, read from the build once each. */
export function loadFormAnswerPages(clientDir: string): FormAnswerPages {
  const cache = new Map<string, string>();
  const fallback = `<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Kadal</title></head><body><main><form class="form"></form></main></body></html>`;
  function page(path: string): string {
    let html = cache.get(path);
    if (html === undefined) {
      try {
        html = readFileSync(join(clientDir, BASE_PATH, path, "index.html"), "utf8");
      } catch {
        html = fallback;
      }
      cache.set(path, html);
    }
    return html;
  }
  return {
    render(input) {
      const path = formPagePath(input.kind, input.values, input.fromPath, (candidate) =>
        existsSync(join(clientDir, BASE_PATH, candidate, "index.html")),
      );
      return renderFormAnswer(page(path), input);
    },
  };
}
