// The opening of an inner page: its heading and introduction, from app/content/pages.ts.
import type { ReactNode } from "react";
import { pages, type PagePath } from "../content/pages.ts";

export function PageIntro({ path, children }: { path: PagePath; children?: ReactNode }) {
  const page = pages[path];
  return (
    <header className="page-intro">
      <h1 className="page-intro-heading">{page.heading}</h1>
      <p className="page-intro-text">{page.intro}</p>
      {children}
    </header>
  );
}
