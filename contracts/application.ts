// The job application: four answers, the CV file, the submit button's value and the job name.
import * as z from "zod/mini";
import { EmailSchema, requiredTextSchema } from "./fields.ts";
import type { JobLookup } from "./jobs.ts";
import { CV_EXTENSIONS, type CvExtension, limits } from "./limits.ts";
import { messages } from "./messages.ts";

export const APPLICATION_ANSWER_FIELDS = [
  "careerFormField01",
  "careerFormField02",
  "careerFormField03",
  "careerFormField04",
] as const;
/**
 * The four questions (spec §3), in one wording: the form's labels and the agency's mail both show
 * these, so a recruiter reads an answer beside the question the applicant saw.
 */
export const APPLICATION_QUESTIONS: Record<(typeof APPLICATION_ANSWER_FIELDS)[number], string> = {
  careerFormField01: "A magical tool that would help you do your dream job",
  careerFormField02: "What you think matters most in a successful team",
  careerFormField03: "A real challenge you faced, and how you got past it",
  careerFormField04: "The avatar or nickname you would want on your work address, and why",
};
export const APPLICATION_FILE_FIELD = "careerFormField05";
export const APPLICATION_SUBMIT_FIELD = "careerFormField06";
/**
 * The submit button's label and value (spec §2, casing included), and the one value the field may
 * carry: anything else in it is not a browser's click but something reaching the exports.
 */
export const APPLICATION_SUBMIT_VALUE = "submit Now";
/**
 * Optional, beyond the spec's payload: an address for Reply-To and the applicant's confirmation
 * mail. Without it the application is still accepted; no confirmation can be sent.
 */
export const APPLICATION_EMAIL_FIELD = "careerFormEmail";

const answer = requiredTextSchema(
  limits.answerMax,
  messages.answerRequired,
  messages.answerTooLong,
);

/** Matches the posted job name (any case) through `lookup` and returns the canonical one. */
const jobSchema = (lookup: JobLookup) =>
  z.pipe(
    z.string({ error: messages.jobInvalid }).check(z.trim()),
    z.transform((value: string, ctx) => {
      const match = lookup(value);
      if ("message" in match) {
        // Mini's transform context has no addIssue; this is the issue classic's addIssue pushed.
        ctx.issues.push({ code: "custom", message: match.message, input: value });
        return z.NEVER;
      }
      return match.job;
    }),
  );

/**
 * The text parts of the multipart body (the file is checked by `checkCvFile`). The jobs it takes
 * are `lookup`'s: the server's are the openings open today, the form's the one of its page.
 */
export const applicationSchema = (lookup: JobLookup) =>
  z.object({
    careerFormField01: answer,
    careerFormField02: answer,
    careerFormField03: answer,
    careerFormField04: answer,
    careerFormField06: z.optional(
      z.literal(APPLICATION_SUBMIT_VALUE, { error: messages.fieldInvalid }),
    ),
    job: jobSchema(lookup),
    // Mini has no z.preprocess; classic's is this very pipe: a transform ahead of the schema. The
    // outer optional changes nothing at run time (the pipe passes undefined through) but types the
    // key as optional in ApplicationInput, as z.preprocess did.
    careerFormEmail: z.optional(
      z.pipe(
        z.transform((value: unknown) => (value === "" ? undefined : value)),
        z.optional(EmailSchema),
      ),
    ),
  });

type ApplicationSchema = ReturnType<typeof applicationSchema>;
export type ApplicationInput = z.input<ApplicationSchema>;
export type Application = z.output<ApplicationSchema>;

/** The accepted extension of a file name, lower-cased, or null. */
export function cvExtensionOf(fileName: string): CvExtension | null {
  const lower = fileName.toLowerCase();
  return CV_EXTENSIONS.find((ext) => lower.endsWith(ext)) ?? null;
}

/** The checks a browser can make on the chosen file: present, allowed extension, size. */
export function checkCvFile(
  file: { name: string; size: number } | null | undefined,
  maxMb: number = limits.uploadMaxMbDefault,
): string | null {
  if (!file || file.name === "") return messages.fileRequired;
  if (!cvExtensionOf(file.name)) return messages.fileType;
  if (file.size > maxMb * 1024 * 1024) return messages.fileTooLarge(maxMb);
  if (file.size === 0) return messages.fileContent;
  return null;
}
