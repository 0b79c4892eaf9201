// Ppc page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/digital-marketing/ppc");
export const handle = handleFor("/services/digital-marketing/ppc");

export default function Ppc() {
  return <PageIntro path="/services/digital-marketing/ppc" />;
}
