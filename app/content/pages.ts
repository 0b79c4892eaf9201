// The words every written-out screen opens with: its name (for the title), heading, sharing
// description and introduction, and the section class its body carries; and the rest of the copy
// of the pages that go on below them (Weirdos, Thanathu, the apply pages). Each page's are a file
// in content/pages/, which the pages take from the published content (app/lib/page-route.ts, and
// their loaders); the build's module of them is for the content's validation at build and the
// tests. A service page's words are in its own file (content/services/), a study's in its folder.
import { bodies, pages as copies } from "virtual:kadal/pages";
import type { PageBodies } from "./pages.schema.ts";

export type PageCopy = {
  title: string;
  heading: string;
  description: string;
  intro: string;
  /** Section class on <body>, beside "inner-page" (spec "Common page behaviour"). */
  bodyClass: string;
  /** The page's own sharing picture (its address) and what it shows, when it has one. */
  share?: { image: string; alt: string };
};

/** The pages of the route table (app/routes.ts) whose words are a file of content/pages/. */
export const PAGE_PATHS = [
  "/",
  "/thanathu",
  "/weirdos",
  "/thought-starters",
  "/contact-us",
  "/blog",
  "/careers/",
  "/careers/apply-now",
  "/services",
  "/works",
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/** Every page's words by its path; that each has its file is checked at build (validate-content.ts). */
export const pages = copies as Readonly<Record<PagePath, PageCopy>>;

/** The bodies of the pages whose copy goes on below their words, as the build made them. */
export const pageBodies = bodies as PageBodies;
