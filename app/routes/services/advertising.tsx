// Unadvertising.
import { unadvertising } from "../../content/services.ts";
import { CraftPage } from "../../features/content-blocks/craft-page.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/advertising");
export const handle = handleFor("/services/advertising");

export default function Unadvertising() {
  return <CraftPage path="/services/advertising" content={unadvertising} tone="teal" />;
}
