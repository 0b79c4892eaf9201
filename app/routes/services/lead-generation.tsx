// LeadGeneration page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/digital-marketing/lead-generation");
export const handle = handleFor("/services/digital-marketing/lead-generation");

export default function LeadGeneration() {
  return <PageIntro path="/services/digital-marketing/lead-generation" />;
}
