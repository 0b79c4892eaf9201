// Malayalam words are set in their own face, which the stylesheet names but a browser asks for only
// once layout meets the words: after the first paint, so its swap moves the lines below (a layout
// shift of 0.016 on /old/thanathu). Pages that hold Malayalam preload it next to the brand face, so
// both arrive with the stylesheet; pages without Malayalam never fetch it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const FACE_URL = /font-family:\s*"?Baloo Chettan 2"?;[^}]*?url\(([^)]+\.woff2)\)/;
const FONT_PRELOAD = /<link rel="preload"[^>]* as="font"[^>]*\/>/;

/** The built URL of the Malayalam face's woff2, from the stylesheets in the assets folder. */
export function malayalamFaceUrl(assetsDir: string): string {
  for (const name of readdirSync(assetsDir)) {
    if (!name.endsWith(".css")) continue;
    const match = FACE_URL.exec(readFileSync(join(assetsDir, name), "utf8"));
    if (match) return match[1]!.replace(/^["']|["']$/g, "");
  }
  throw new Error(`no Malayalam @font-face in ${assetsDir}/*.css`);
}

/** Adds the face's preload after the brand face's when the page has text marked lang="ml". */
export function preloadMalayalam(html: string, faceUrl: string): string {
  if (!html.includes(' lang="ml"') || html.includes(`href="${faceUrl}"`)) return html;
  const preload = `<link rel="preload" href="${faceUrl}" as="font" type="font/woff2" crossorigin="anonymous"/>`;
  const brand = FONT_PRELOAD.exec(html);
  if (!brand) return html.replace("</head>", `${preload}</head>`);
  const end = brand.index + brand[0].length;
  return html.slice(0, end) + preload + html.slice(end);
}
