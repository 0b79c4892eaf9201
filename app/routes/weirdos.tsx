// Weirdos page.
import { PageIntro } from "../components/page-intro.tsx";
import { handleFor, metaFor } from "../lib/page-route.ts";

export const meta = metaFor("/weirdos");
export const handle = handleFor("/weirdos");

export default function Weirdos() {
  return <PageIntro path="/weirdos" />;
}
