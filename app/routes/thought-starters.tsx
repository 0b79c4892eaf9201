// ThoughtStarters page.
import { PageIntro } from "../components/page-intro.tsx";
import { handleFor, metaFor } from "../lib/page-route.ts";

export const meta = metaFor("/thought-starters");
export const handle = handleFor("/thought-starters");

export default function ThoughtStarters() {
  return <PageIntro path="/thought-starters" />;
}
