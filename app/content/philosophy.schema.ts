// The shape of the Weirdos page's philosophy, checked at build by app/content/validate-content.ts.
import { z } from "zod";
import { TextSchema } from "./blocks.schema.ts";
import { ImageSchema } from "./schema.ts";

const block = (label: "WHAT" | "WHY" | "HOW") =>
  z.object({
    label: z.literal(label, `this block must be labelled '${label}'`),
    heading: TextSchema,
    paragraphs: z.array(TextSchema).min(1),
    points: z.array(TextSchema).min(2).optional(),
  });

export const PhilosophySchema = z.object({
  hero: ImageSchema,
  blocks: z.tuple([block("WHAT"), block("WHY"), block("HOW")]),
  newsletter: z.object({ heading: TextSchema, text: TextSchema }),
});
export type PhilosophyBlock = z.infer<typeof PhilosophySchema>["blocks"][number];
export type Philosophy = z.infer<typeof PhilosophySchema>;
