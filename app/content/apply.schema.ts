// The shape of the words around the job application form, checked at build by
// app/content/validate-content.ts.
import { z } from "zod";
import { TextSchema } from "./blocks.schema.ts";

export const ApplyPageSchema = z.object({
  kicker: TextSchema,
  formHeading: TextSchema,
  formText: TextSchema,
  otherOpenings: TextSchema,
});
export type ApplyPage = z.infer<typeof ApplyPageSchema>;
