// Works page.
import { PageIntro } from "../../components/page-intro.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/works");
export const handle = handleFor("/works");

export default function Works() {
  return <PageIntro path="/works" />;
}
