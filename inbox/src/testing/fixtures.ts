// Submissions as the API answers them, for component tests.
import type { Detail, Summary } from "#contracts/inbox.ts";

let next = 1;
export function summary(overrides: Partial<Summary> = {}): Summary {
  const id = String(next++);
  return {
    id,
    form: "contact",
    createdAt: Date.UTC(2026, 10, 20, 9, 30) - Number(id) * 60_000,
    name: `Sender ${id}`,
    email: `sender${id}@example.com`,
    preview: "We are launching a new brand.",
    job: null,
    state: "new",
    read: false,
    hasFile: false,
    ...overrides,
  };
}

export function detail(overrides: Partial<Detail> = {}): Detail {
  return {
    ...summary(),
    spamReason: null,
    page: "/old/contact-us",
    fields: [
      { name: "cf_name", label: "Your name", value: "Sender" },
      { name: "cf_msg", label: "Your message", value: "Hello" },
    ],
    attachments: [],
    mails: [],
    ...overrides,
  };
}
