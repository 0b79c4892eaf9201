// Seo page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/digital-marketing/seo");
export const handle = handleFor("/services/digital-marketing/seo");

export default function Seo() {
  return <PageIntro path="/services/digital-marketing/seo" />;
}
