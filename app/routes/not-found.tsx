// Any unknown path shows the home page (spec §2); the server sends it with status 404 and the page
// asks search engines not to index it.
import { pageMeta } from "../lib/meta.ts";
import { handleFor, pageWordsIn } from "../lib/page-route.ts";
import { siteIn } from "../lib/site-identity.ts";
import type { MetaArgs, MetaDescriptor } from "react-router";
import Home from "./home.tsx";

export const meta = ({ matches }: MetaArgs): MetaDescriptor[] =>
  pageMeta(
    {
      title: pageWordsIn(matches, "/").title,
      description: pageWordsIn(matches, "/").description,
      path: "/",
      noindex: true,
    },
    siteIn(matches),
  );
export const handle = handleFor("/");

export default function NotFound() {
  return <Home />;
}
