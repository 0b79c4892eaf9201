// The opening of an inner page: its heading and introduction (content/pages/, app/lib/page-route.ts).
import type { ReactNode } from "react";
import type { PagePath } from "../content/pages.ts";
import { usePageWords } from "../lib/page-route.ts";

export function PageIntro({ path, children }: { path: PagePath; children?: ReactNode }) {
  const page = usePageWords(path);
  return (
    <header className="page-intro">
      <h1 className="page-intro-heading">{page.heading}</h1>
      <p className="page-intro-text">{page.intro}</p>
      {children}
    </header>
  );
}
