// Which mails a form's accepted submission queues: one rule for the endpoints (on arrival) and the
// inbox (releasing a quarantined submission). A newsletter sign-up's mail is the subscription's own.
import type { FormKind } from "#contracts/endpoints.ts";
import type { MailKind } from "../outbox/outbox-store.ts";

export function mailsFor(form: FormKind, email: string | null): MailKind[] {
  switch (form) {
    case "contact":
      return ["notification", "confirmation"];
    case "application":
      return email ? ["notification", "confirmation"] : ["notification"];
    case "thoughts":
      return ["notification"];
    case "newsletter":
      return [];
  }
}
