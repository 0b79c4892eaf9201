// Services page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services");
export const handle = handleFor("/services");

export default function Services() {
  return <PageIntro path="/services" />;
}
