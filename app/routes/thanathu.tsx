// Thanathu page.
import { PageIntro } from "../components/page-intro.tsx";
import { handleFor, metaFor } from "../lib/page-route.ts";

export const meta = metaFor("/thanathu");
export const handle = handleFor("/thanathu");

export default function Thanathu() {
  return <PageIntro path="/thanathu" />;
}
