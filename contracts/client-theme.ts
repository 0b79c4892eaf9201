// A client's own colours, which its case study's page wears instead of Kadal's (docs/design.md,
// "Client brands"). Three roles: the ground of the study's own panels, the ink set on it, and an
// accent for rules and marks. An editor can only pick colours that stay readable: ink on ground
// must reach WCAG's 4.5:1 for text.
import { z } from "zod";

const HexColour = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, "must be a colour written #rrggbb");

/** WCAG 2's relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The least contrast of text on its ground (WCAG 2, level AA, normal text). */
export const TEXT_CONTRAST = 4.5;

export const ClientThemeSchema = z
  .strictObject({
    /** The ground of the study's own panels: the words over its hero, its result. */
    ground: HexColour,
    /** Text on the ground. */
    ink: HexColour,
    /** Rules, borders and marks: never text, so it needs no contrast of its own. */
    accent: HexColour,
  })
  .superRefine((theme, ctx) => {
    const ratio = contrast(theme.ink, theme.ground);
    if (ratio < TEXT_CONTRAST)
      ctx.addIssue({
        code: "custom",
        message: `ink on ground must reach ${TEXT_CONTRAST}:1 to be readable (it is ${ratio.toFixed(1)}:1)`,
        path: ["ink"],
      });
  });
export type ClientTheme = z.infer<typeof ClientThemeSchema>;
