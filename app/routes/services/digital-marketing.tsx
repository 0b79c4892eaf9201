// DigitalMarketing page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/digital-marketing");
export const handle = handleFor("/services/digital-marketing");

export default function DigitalMarketing() {
  return <PageIntro path="/services/digital-marketing" />;
}
