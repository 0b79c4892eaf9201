// A form posted without scripts comes back in its own page, rendered on the server by the forms'
// own components from the endpoint's answer (posted-form.ts). These render the forms to HTML as the
// server does, since that HTML is all such a visitor gets.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ShellProvider } from "../../components/shell-context.tsx";
import { describe, expect, it } from "vitest";
import type { PostedForm } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { CONTACT_FIELD_NAMES } from "#contracts/contact.ts";
import { APPLICATION_FORM_FIELDS, ApplicationForm } from "./application-form.tsx";
import { ContactForm } from "./contact-form.tsx";
import { NEWSLETTER_FIELDS, NewsletterForm } from "./newsletter-form.tsx";
import { answered, postedFormAction } from "./posted-form.ts";
import { THOUGHT_FIELDS, ThoughtStarters } from "./thought-starters.tsx";

// Inside the shell, as the server renders a page: the widgets' HTML versions.
const html = (element: React.ReactElement) =>
  renderToString(
    <MemoryRouter>
      <ShellProvider>{element}</ShellProvider>
    </MemoryRouter>,
  );

const refused = (
  kind: PostedForm["kind"],
  status: number,
  data: { message?: string; errors?: Record<string, string> },
  values: Record<string, string> = {},
): PostedForm => ({ kind, status, answer: { status: "error", data }, values });

/** What a form is given of a post: what its route's action works out on the server. */
const shown = (fields: readonly string[], posted: PostedForm) => answered(posted, fields);

const contactValues = {
  cf_name: '"><script>alert(1)</script>',
  cf_mail: "not-an-address",
  cf_phone: "12345",
  cf_msg: "Hello <b>there</b>\n& more",
};

describe("what a form shows of a post's outcome", () => {
  const fields = ["cf_name", "cf_mail"] as const;

  it("a success, and the text typed into the form's own fields only", () => {
    const outcome = answered(
      {
        kind: "contact",
        status: 200,
        answer: { status: "success", data: { message: messages.contactSuccess } },
        values: { cf_name: "Anu", job: "Art director" },
      },
      fields,
    );
    expect(outcome).toEqual({
      success: true,
      values: { cf_name: "Anu" },
      errors: {},
      first: undefined,
      notice: null,
    });
  });

  it("field errors beside their fields, the first in form order taking the focus", () => {
    const outcome = answered(
      refused("contact", 400, { errors: { cf_mail: "bad mail", cf_name: "bad name" } }),
      fields,
    );
    expect(outcome).toMatchObject({
      success: false,
      errors: { cf_name: "bad name", cf_mail: "bad mail" },
      first: "cf_name",
      notice: null,
    });
  });

  it("what no field can show is said above the form; a bare refusal, with the spec's failure", () => {
    expect(
      answered(refused("thoughts", 400, { errors: { form: messages.thoughtsEmpty } }), fields)
        ?.notice,
    ).toEqual([messages.thoughtsEmpty]);
    expect(
      answered(refused("contact", 403, { message: messages.forbidden }), fields)?.notice,
    ).toEqual([messages.failure, messages.forbidden]);
    expect(answered(undefined, fields)).toBeUndefined();
  });
});

describe("the route action", () => {
  const action = postedFormAction("contact", CONTACT_FIELD_NAMES);
  const args = (postedForm?: PostedForm) =>
    ({
      request: new Request("http://127.0.0.1/old/contact-us", { method: "POST" }),
      params: {},
      context: postedForm ? { postedForm } : {},
    }) as Parameters<typeof action>[0];

  it("hands the page what its form shows of the outcome, with the endpoint's status", () => {
    const posted = refused("contact", 400, { errors: { cf_mail: "bad" } }, { cf_mail: "a@" });
    const result = action(args(posted));
    expect(result).toMatchObject({
      data: { success: false, values: { cf_mail: "a@" }, errors: { cf_mail: "bad" } },
      init: { status: 400 },
    });
  });

  it("refuses a post that no endpoint judged, or another form's", () => {
    for (const context of [undefined, refused("newsletter", 400, {})]) {
      try {
        action(args(context));
        expect.unreachable();
      } catch (error) {
        expect(error).toMatchObject({ init: { status: 405 } });
      }
    }
  });
});

describe("the forms, rendered for a post's answer page", () => {
  it("contact refused: each error tied to its field, the first focused, the text back as text", () => {
    const page = html(
      <ContactForm
        answered={shown(
          CONTACT_FIELD_NAMES,
          refused(
            "contact",
            400,
            { errors: { cf_mail: messages.emailInvalid, cf_phone: messages.phoneInvalid } },
            contactValues,
          ),
        )}
      />,
    );
    expect(page).toMatch(
      /<input id="contact-cf_mail"[^>]*autofocus=""[^>]*aria-invalid="true"[^>]*aria-describedby="contact-cf_mail-error"[^>]*value="not-an-address"/,
    );
    expect(page).toContain(
      `<p class="form-error" id="contact-cf_mail-error">${messages.emailInvalid}</p>`,
    );
    expect(page).toContain('aria-describedby="contact-cf_phone-hint contact-cf_phone-error"');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).not.toContain("<script>");
    expect(page).toContain(">Hello &lt;b&gt;there&lt;/b&gt;\n&amp; more</textarea>");
    expect(page.match(/form-field--invalid/g)).toHaveLength(2);
    expect(page.match(/autofocus/g)).toHaveLength(1);
  });

  it("contact refused as a whole: the reason above the form, what was typed kept", () => {
    const page = html(
      <ContactForm
        answered={shown(
          CONTACT_FIELD_NAMES,
          refused("contact", 403, { message: messages.forbidden }, contactValues),
        )}
      />,
    );
    const notice = page.indexOf(messages.forbidden);
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(page.indexOf("<form"));
    expect(page).toContain(messages.failure);
    expect(page).toContain('value="not-an-address"');
    expect(page).not.toContain("aria-invalid");
    expect(page.match(/autofocus/g)).toHaveLength(1);
    expect(page).toMatch(/<div[^>]*role="status"[^>]*autofocus=""/);
  });

  it("newsletter sent: the spec's thanks in place of the form", () => {
    const page = html(
      <NewsletterForm
        answered={shown(NEWSLETTER_FIELDS, {
          kind: "newsletter",
          status: 200,
          answer: { status: "success", data: { message: messages.newsletterSuccess } },
          values: { cf_mail: "reader@example.in" },
        })}
      />,
    );
    expect(page).toContain('role="status"');
    expect(page).toContain(messages.newsletterSuccess);
    expect(page).not.toContain("<form");
    // The browser focuses (and scrolls to) the status as the page loads.
    expect(page).toMatch(/<div[^>]*role="status"[^>]*autofocus=""/);
  });

  it("an application without its CV: the error under the file field, the answers kept", () => {
    const page = html(
      <ApplicationForm
        job="Art director"
        answered={shown(
          APPLICATION_FORM_FIELDS,
          refused(
            "application",
            400,
            { errors: { careerFormField05: messages.fileRequired } },
            { careerFormField01: "A typewriter", job: "Art director" },
          ),
        )}
      />,
    );
    expect(page).toContain(">A typewriter</textarea>");
    expect(page).toMatch(
      /<input id="application-careerFormField05"[^>]*autofocus=""[^>]*aria-invalid="true"[^>]*><\/div><p class="form-error" id="application-careerFormField05-error">Please attach your CV and portfolio<\/p>/,
    );
  });

  it("thought starters with nothing written: the spec's notice above the questions, the boxes as sent", () => {
    const page = html(
      <ThoughtStarters
        answered={shown(
          THOUGHT_FIELDS,
          refused(
            "thoughts",
            400,
            { errors: { form: messages.thoughtsEmpty } },
            { ts_ans_01: " ", ts_ans_02: "" },
          ),
        )}
      />,
    );
    expect(page.indexOf(messages.thoughtsEmpty)).toBeLessThan(page.indexOf("<form"));
    expect(page).toContain(
      'name="ts_ans_01" class="form-control form-control--multiline" rows="4"',
    );
    expect(page).toContain("> </textarea>");
  });

  it("thought starters sent: the thanks alone in the live region, the way on after it", () => {
    const page = html(
      <ThoughtStarters
        answered={shown(THOUGHT_FIELDS, {
          kind: "thoughts",
          status: 200,
          answer: { status: "success", data: { message: messages.thoughtsSuccess } },
          values: { ts_ans_01: "A heron" },
        })}
      />,
    );
    expect(page).toMatch(
      new RegExp(
        `role="status"[^>]*><p class="form-status-message">${messages.thoughtsSuccess}</p></div><p class="form-next"><a[^>]*href="/contact-us"`,
      ),
    );
  });
});
