// ContactUs page.
import { PageIntro } from "../components/page-intro.tsx";
import { handleFor, metaFor } from "../lib/page-route.ts";

export const meta = metaFor("/contact-us");
export const handle = handleFor("/contact-us");

export default function ContactUs() {
  return <PageIntro path="/contact-us" />;
}
