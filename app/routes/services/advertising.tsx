// Unadvertising page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/advertising");
export const handle = handleFor("/services/advertising");

export default function Unadvertising() {
  return <PageIntro path="/services/advertising" />;
}
