// The shape of the Thanathu page, checked at build by app/content/validate-content.ts.
import { z } from "zod";
import { TextSchema } from "./blocks.schema.ts";
import { ImageSchema } from "./schema.ts";

const principle = (id: "rooted" | "design-better" | "civic-responsiveness") =>
  z.object({
    id: z.literal(id, `this section must have the id '${id}'`),
    heading: TextSchema,
    paragraphs: z.array(TextSchema).min(1),
    points: z.array(TextSchema).min(2).optional(),
  });

export const ThanathuSchema = z.object({
  hero: ImageSchema,
  sections: z.tuple([
    principle("rooted"),
    principle("design-better"),
    principle("civic-responsiveness"),
  ]),
  contact: z.object({
    /** Off until the concept becomes a product: the block stays in the content, hidden on the page. */
    published: z.boolean(),
    heading: TextSchema,
    text: TextSchema,
    email: z.email(),
    phone: TextSchema,
  }),
});
export type ThanathuPrinciple = z.infer<typeof ThanathuSchema>["sections"][number];
export type Thanathu = z.infer<typeof ThanathuSchema>;
