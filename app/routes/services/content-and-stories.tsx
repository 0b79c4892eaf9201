// Content & Stories.
import { contentAndStories } from "../../content/services.ts";
import { CraftPage } from "../../features/content-blocks/craft-page.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/content-and-stories");
export const handle = handleFor("/services/content-and-stories");

export default function ContentAndStories() {
  return (
    <CraftPage path="/services/content-and-stories" content={contentAndStories} tone="cream" />
  );
}
