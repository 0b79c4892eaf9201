// Content and Stories page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/content-and-stories");
export const handle = handleFor("/services/content-and-stories");

export default function ContentAndStories() {
  return <PageIntro path="/services/content-and-stories" />;
}
