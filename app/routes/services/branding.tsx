// Unbranding page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/branding");
export const handle = handleFor("/services/branding");

export default function Unbranding() {
  return <PageIntro path="/services/branding" />;
}
