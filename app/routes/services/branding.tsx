// Unbranding and Unpackaging.
import { unbranding } from "../../content/services.ts";
import { CraftPage } from "../../features/content-blocks/craft-page.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";

export const meta = metaFor("/services/branding");
export const handle = handleFor("/services/branding");

export default function Unbranding() {
  return <CraftPage path="/services/branding" content={unbranding} tone="gold" />;
}
