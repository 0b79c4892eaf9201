// Careers page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/careers/");
export const handle = handleFor("/careers/");

export default function Careers() {
  return <PageIntro path="/careers/" />;
}
