// Any unknown path shows the home page (spec §2); the server sends it with status 404 and the page
// asks search engines not to index it.
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/meta.ts";
import { handleFor } from "../lib/page-route.ts";
import Home from "./home.tsx";

export const meta = () =>
  pageMeta({
    title: pages["/"].title,
    description: pages["/"].description,
    path: "/",
    noindex: true,
  });
export const handle = handleFor("/");

export default function NotFound() {
  return <Home />;
}
