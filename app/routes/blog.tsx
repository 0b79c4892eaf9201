// /blog: the blog lives on the agency's main site. The server answers 301; on static hosting this
// page sends the browser there with a full redirect.
import { useEffect } from "react";
import { PageIntro } from "../components/page-intro.tsx";
import { pageMeta } from "../lib/meta.ts";
import { handleFor, pageWordsIn } from "../lib/page-route.ts";
import { siteIn } from "../lib/site-identity.ts";
import type { MetaArgs, MetaDescriptor } from "react-router";

const BLOG_URL = import.meta.env.BLOG_URL;

// A redirect, not a page of its own: kept out of search results and the sitemap.
export const meta = ({ matches }: MetaArgs): MetaDescriptor[] =>
  pageMeta({ ...pageWordsIn(matches, "/blog"), path: "/blog", noindex: true }, siteIn(matches));
export const handle = handleFor("/blog");

export default function Blog() {
  useEffect(() => {
    window.location.replace(BLOG_URL);
  }, []);
  return (
    <PageIntro path="/blog">
      <p>
        <a href={BLOG_URL}>Read the blog</a>
      </p>
    </PageIntro>
  );
}
