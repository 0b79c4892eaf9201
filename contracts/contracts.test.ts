// The shared schemas give the spec's messages; phone numbers pass when they are real (or of the
// spec's shape), and the browser's cheap first check never refuses one the full check accepts.
import { embedKindOf } from "./embeds.ts";
import { describe, expect, it } from "vitest";
import { applicationSchema, checkCvFile, cvExtensionOf } from "./application.ts";
import { ContactSchema } from "./contact.ts";
import { CheckedContactSchema, isPhoneNumber } from "./phone.ts";
import { fieldErrors } from "./fields.ts";
import { jobLookup, jobNameFromSlug } from "./jobs.ts";
import { FORM_ERROR_KEY, messages } from "./messages.ts";
import { NewsletterSchema } from "./newsletter.ts";
import { ThoughtsSchema } from "./thoughts.ts";

function errorsOf(result: { success: boolean; error?: import("zod/mini").core.$ZodError }) {
  return result.success || !result.error ? {} : fieldErrors(result.error);
}

describe("newsletter", () => {
  it.each([
    [{}, messages.emailRequired],
    [{ cf_mail: "" }, messages.emailRequired],
    [{ cf_mail: "   " }, messages.emailRequired],
    [{ cf_mail: null }, messages.emailRequired],
    [{ cf_mail: 42 }, messages.emailInvalid],
    [{ cf_mail: "nobody" }, messages.emailInvalid],
    [{ cf_mail: "a@b" }, messages.emailInvalid],
    [{ cf_mail: "a@b.c\r\nBcc: x@y.z" }, messages.emailInvalid],
    [{ cf_mail: "nul\u0000@b.co" }, messages.emailInvalid],
    [{ cf_mail: "evil\u202e@b.co" }, messages.emailInvalid],
    [{ cf_mail: "zero\u200bwidth@b.co" }, messages.emailInvalid],
    [{ cf_mail: "\ud800@b.co" }, messages.emailInvalid],
    [{ cf_mail: "broken\ufffd@b.co" }, messages.emailInvalid],
    [{ cf_mail: "=?utf-8?q?evil?=@b.co" }, messages.emailInvalid],
    [{ cf_mail: `${"a".repeat(250)}@b.co` }, messages.emailInvalid],
  ])("%j → %s", (input, message) => {
    expect(errorsOf(NewsletterSchema.safeParse(input))).toEqual({ cf_mail: message });
  });

  it("accepts and trims a plain address", () => {
    expect(NewsletterSchema.parse({ cf_mail: " Anu.K@example.in " })).toEqual({
      cf_mail: "Anu.K@example.in",
    });
  });
});

describe("contact", () => {
  const valid = {
    cf_name: "Anu",
    cf_mail: "anu@example.in",
    cf_phone: "123-456-7890",
    cf_msg: "Hi",
  };

  // The spec's 3-3-4 shape, the agency's own number, Indian numbers as people write them, and a
  // foreign number with its country code.
  const realPhones = [
    "(123) 456-7890",
    "123-456-7890",
    "123.456.7890",
    "123 456 7890",
    "1234567890",
    "+91 484 400 2180",
    "098470 12345",
    "9847012345",
    "+91 98470 12345",
    "0484 400 2180",
    "+1 212 555 0123",
    "+44 20 7946 0958",
  ];

  it.each(realPhones)(
    "accepts the phone %s, in the browser's first check and in full",
    (cf_phone) => {
      expect(ContactSchema.safeParse({ ...valid, cf_phone }).success).toBe(true);
      expect(CheckedContactSchema.safeParse({ ...valid, cf_phone }).success).toBe(true);
      expect(isPhoneNumber(cf_phone)).toBe(true);
    },
  );

  it.each([
    "12345",
    "abc-def-ghij",
    "123/456/7890",
    "123-456-7890 ext 5",
    "098470\n12345",
    "+",
    "1".repeat(18),
  ])("rejects the phone %s already by its shape", (cf_phone) => {
    for (const schema of [ContactSchema, CheckedContactSchema]) {
      expect(errorsOf(schema.safeParse({ ...valid, cf_phone }))).toEqual({
        cf_phone: messages.phoneInvalid,
      });
    }
  });

  it.each(["+1 123 456 7890", "12345678901", "123456789", "+91 12345 678", "+999 1234 5678"])(
    "rejects the phone %s as no real number, which only the full check knows",
    (cf_phone) => {
      expect(ContactSchema.safeParse({ ...valid, cf_phone }).success).toBe(true);
      expect(errorsOf(CheckedContactSchema.safeParse({ ...valid, cf_phone }))).toEqual({
        cf_phone: messages.phoneInvalid,
      });
    },
  );

  it("keeps the required message first in the full check", () => {
    expect(errorsOf(CheckedContactSchema.safeParse({ ...valid, cf_phone: " " }))).toEqual({
      cf_phone: messages.phoneRequired,
    });
  });

  it("gives every required message at once", () => {
    expect(errorsOf(ContactSchema.safeParse({}))).toEqual({
      cf_name: messages.nameRequired,
      cf_mail: messages.emailRequired,
      cf_phone: messages.phoneRequired,
    });
  });

  it.each(["Anu\u0085", "Anu\u009b31m", "\u0080Anu"])(
    "rejects the C1 control characters a terminal would obey in the name %j",
    (cf_name) => {
      expect(errorsOf(ContactSchema.safeParse({ ...valid, cf_name }))).toEqual({
        cf_name: messages.nameInvalid,
      });
    },
  );

  it("rejects C1 control characters in the message", () => {
    expect(errorsOf(ContactSchema.safeParse({ ...valid, cf_msg: "Hi\u009b2J" }))).toEqual({
      cf_msg: messages.messageInvalid,
    });
  });

  it("rejects line breaks in the name and overlong values", () => {
    expect(errorsOf(ContactSchema.safeParse({ ...valid, cf_name: "Anu\r\nBcc: x@y.z" }))).toEqual({
      cf_name: messages.nameInvalid,
    });
    expect(errorsOf(ContactSchema.safeParse({ ...valid, cf_name: "a".repeat(201) }))).toEqual({
      cf_name: messages.nameTooLong,
    });
    expect(errorsOf(ContactSchema.safeParse({ ...valid, cf_msg: "a".repeat(5001) }))).toEqual({
      cf_msg: messages.messageTooLong,
    });
  });

  it("treats a missing message as empty", () => {
    expect(ContactSchema.parse({ ...valid, cf_msg: undefined }).cf_msg).toBe("");
  });
});

describe("thoughts", () => {
  it("needs at least one written answer", () => {
    expect(errorsOf(ThoughtsSchema.safeParse({}))).toEqual({ form: messages.thoughtsEmpty });
    expect(errorsOf(ThoughtsSchema.safeParse({ ts_ans_02: "  " }))).toEqual({
      form: messages.thoughtsEmpty,
    });
    expect(ThoughtsSchema.safeParse({ ts_ans_03: "A fish" }).success).toBe(true);
  });
});

// Openings as the server sees them on some day: two open, one closed.
const ApplicationSchema = applicationSchema(
  jobLookup(
    ["social-media-content-specialist", "art-director", "illustrator"],
    ["ui-ux-designer"],
    {
      unknown: messages.jobInvalid,
      closed: messages.jobClosed,
    },
  ),
);

describe("application", () => {
  const answers = {
    careerFormField01: "a",
    careerFormField02: "b",
    careerFormField03: "c",
    careerFormField04: "d",
    careerFormField06: "submit Now",
  };

  it("derives job names from slugs as the spec says", () => {
    expect(jobNameFromSlug("social-media-content-specialist")).toBe(
      "Social media content specialist",
    );
    expect(jobNameFromSlug("ui-ux-designer")).toBe("Ui ux designer");
  });

  it("requires the four answers and an open job, and says when the job has closed", () => {
    expect(errorsOf(ApplicationSchema.safeParse({}))).toEqual({
      careerFormField01: messages.answerRequired,
      careerFormField02: messages.answerRequired,
      careerFormField03: messages.answerRequired,
      careerFormField04: messages.answerRequired,
      job: messages.jobInvalid,
    });
    expect(errorsOf(ApplicationSchema.safeParse({ ...answers, job: "Astronaut" }))).toEqual({
      job: messages.jobInvalid,
    });
    expect(errorsOf(ApplicationSchema.safeParse({ ...answers, job: "Ui ux designer" }))).toEqual({
      job: messages.jobClosed,
    });
    expect(ApplicationSchema.parse({ ...answers, job: "art DIRECTOR" }).job).toBe("Art director");
  });

  it("checks the file's presence, extension and size", () => {
    expect(checkCvFile(null)).toBe(messages.fileRequired);
    expect(checkCvFile({ name: "cv.exe", size: 10 })).toBe(messages.fileType);
    expect(checkCvFile({ name: "cv.PDF", size: 11 * 1024 * 1024 })).toBe(messages.fileTooLarge(10));
    expect(checkCvFile({ name: "cv.docx", size: 1000 })).toBeNull();
    expect(cvExtensionOf("My CV.Doc")).toBe(".doc");
  });
});

// Each field's rules in turn. Where a value breaks two rules, fieldErrors keeps the first issue, so
// the order of the checks is part of the contract: these rows pin which message shows.
describe("field rules and which message wins", () => {
  const contact = { cf_name: "Anu", cf_mail: "anu@example.in", cf_phone: "123-456-7890" };
  const application = {
    careerFormField01: "a",
    careerFormField02: "b",
    careerFormField03: "c",
    careerFormField04: "d",
    job: "Art director",
  };
  // Too long and holding a control character (inside, where trimming cannot remove it).
  const longWithControl = (length: number) => `a\u0007${"a".repeat(length)}`;

  it.each([
    ["empty name", { cf_name: "" }, { cf_name: messages.nameRequired }],
    ["blank name", { cf_name: "  " }, { cf_name: messages.nameRequired }],
    ["null name", { cf_name: null }, { cf_name: messages.nameRequired }],
    ["numeric name", { cf_name: 42 }, { cf_name: messages.nameInvalid }],
    [
      "long name with a control",
      { cf_name: longWithControl(200) },
      { cf_name: messages.nameTooLong },
    ],
    ["empty phone", { cf_phone: "" }, { cf_phone: messages.phoneRequired }],
    ["numeric phone", { cf_phone: 42 }, { cf_phone: messages.phoneInvalid }],
    ["long phone", { cf_phone: "1".repeat(33) }, { cf_phone: messages.phoneInvalid }],
    ["numeric message", { cf_msg: 42 }, { cf_msg: messages.messageInvalid }],
    ["message with a control", { cf_msg: "bell\u0007" }, { cf_msg: messages.messageInvalid }],
    [
      "long message with a control",
      { cf_msg: longWithControl(5000) },
      { cf_msg: messages.messageTooLong },
    ],
  ])("contact: %s", (_label, change, errors) => {
    expect(errorsOf(ContactSchema.safeParse({ ...contact, ...change }))).toEqual(errors);
  });

  it("trims the one-line fields but keeps the message as written", () => {
    const message = "  Hi\r\n\tthere  ";
    expect(
      ContactSchema.parse({
        cf_name: " Anu ",
        cf_mail: contact.cf_mail,
        cf_phone: " 123 456 7890 ",
        cf_msg: message,
      }),
    ).toEqual({
      cf_name: "Anu",
      cf_mail: contact.cf_mail,
      cf_phone: "123 456 7890",
      cf_msg: message,
    });
    expect(ContactSchema.parse({ ...contact, cf_msg: null }).cf_msg).toBe("");
  });

  it.each([
    ["blank answer", { careerFormField01: "  " }, { careerFormField01: messages.answerRequired }],
    ["numeric answer", { careerFormField01: 42 }, { careerFormField01: messages.messageInvalid }],
    [
      "answer with a control",
      { careerFormField01: "a\u0000b" },
      { careerFormField01: messages.messageInvalid },
    ],
    [
      "long answer with a control",
      { careerFormField01: longWithControl(5000) },
      { careerFormField01: messages.answerTooLong },
    ],
    [
      "long submit value",
      { careerFormField06: "x".repeat(101) },
      { careerFormField06: messages.fieldInvalid },
    ],
    [
      "numeric submit value",
      { careerFormField06: 42 },
      { careerFormField06: messages.fieldInvalid },
    ],
    ["numeric job", { job: 42 }, { job: messages.jobInvalid }],
    // Only "" means "no address": blanks are an empty address once trimmed, null a missing one.
    ["blank address", { careerFormEmail: "   " }, { careerFormEmail: messages.emailRequired }],
    ["null address", { careerFormEmail: null }, { careerFormEmail: messages.emailRequired }],
    ["bad address", { careerFormEmail: "nobody" }, { careerFormEmail: messages.emailInvalid }],
  ])("application: %s", (_label, change, errors) => {
    expect(errorsOf(ApplicationSchema.safeParse({ ...application, ...change }))).toEqual(errors);
  });

  // The button's one value; anything else would reach the exports (ESC, C1, bidi controls).
  it.each(["submit Now\u001b[31m", "submit\u009bNow", "\u202esubmit Now", "Submit now", ""])(
    "application: submit value %j is refused",
    (value) => {
      expect(
        errorsOf(ApplicationSchema.safeParse({ ...application, careerFormField06: value })),
      ).toEqual({ careerFormField06: messages.fieldInvalid });
    },
  );

  it("trims the application's answers, job and address, and reads an empty address as none", () => {
    expect(
      ApplicationSchema.parse({
        ...application,
        careerFormField01: " a\n ",
        job: " illustrator ",
        careerFormEmail: " anu@example.in ",
      }),
    ).toEqual({ ...application, job: "Illustrator", careerFormEmail: "anu@example.in" });
    expect(ApplicationSchema.parse({ ...application, careerFormEmail: "" }).careerFormEmail).toBe(
      undefined,
    );
  });

  it("reports a broken answer on its box, without the form's all-empty message", () => {
    expect(errorsOf(ThoughtsSchema.safeParse({ ts_ans_01: "a".repeat(5001) }))).toEqual({
      ts_ans_01: messages.thoughtTooLong,
    });
    expect(errorsOf(ThoughtsSchema.safeParse({ ts_ans_01: 42, ts_ans_02: "x" }))).toEqual({
      ts_ans_01: messages.messageInvalid,
    });
    expect(ThoughtsSchema.parse({ ts_ans_02: " x ", ts_ans_03: null })).toEqual({
      ts_ans_01: "",
      ts_ans_02: " x ",
      ts_ans_03: "",
      ts_ans_04: "",
    });
  });

  // Zod words this message itself (in English only where a locale is loaded); what the contract
  // fixes is that it belongs to the form and that parsing does not throw.
  it.each([null, [], "cf_mail=a@b.co"])("reports the non-object %j on the form", (input) => {
    expect(Object.keys(errorsOf(ContactSchema.safeParse(input)))).toEqual([FORM_ERROR_KEY]);
  });
});

describe("an embed's provider, from its public address", () => {
  it.each([
    ["https://www.facebook.com/kadal/posts/1", "facebook"],
    ["https://fb.watch/abc/", "facebook"],
    ["https://www.instagram.com/reel/C0ffee/", "instagram"],
    ["https://www.linkedin.com/posts/kadal_activity-7012345678901234567-abcd", "linkedin"],
    ["https://in.pinterest.com/pin/123/", "pinterest"],
    ["https://pin.it/abc", "pinterest"],
    ["https://vm.tiktok.com/ZM123/", "tiktok"],
    ["https://twitter.com/kadal/status/1", "x"],
    ["https://x.com/kadal/status/1", "x"],
    ["https://youtu.be/dQw4w9WgXcQ", "youtube"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "youtube"],
  ])("reads %s as %s", (url, kind) => {
    expect(embedKindOf(url)).toBe(kind);
  });

  it.each([
    "http://www.instagram.com/p/abc/",
    "https://instagram.com.example.net/p/abc/",
    "https://notyoutube.com/watch?v=1",
    "javascript:alert(1)",
    "not a url",
  ])("knows no provider at %s", (url) => {
    expect(embedKindOf(url)).toBeUndefined();
  });
});
