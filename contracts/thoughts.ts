// The thought starters questionnaire: up to four answers, at least one of them written.
import * as z from "zod/mini";
import { optionalTextSchema } from "./fields.ts";
import { limits } from "./limits.ts";
import { messages } from "./messages.ts";

export const THOUGHT_FIELDS = ["ts_ans_01", "ts_ans_02", "ts_ans_03", "ts_ans_04"] as const;

const answer = optionalTextSchema(limits.answerMax, messages.thoughtTooLong);

export const ThoughtsSchema = z
  .object({ ts_ans_01: answer, ts_ans_02: answer, ts_ans_03: answer, ts_ans_04: answer })
  .check(
    // The spec checks only the all-empty case; the message belongs to the form, not one box.
    z.refine((answers) => THOUGHT_FIELDS.some((key) => answers[key].trim() !== ""), {
      message: messages.thoughtsEmpty,
    }),
  );

export type ThoughtsInput = z.input<typeof ThoughtsSchema>;
export type Thoughts = z.output<typeof ThoughtsSchema>;
