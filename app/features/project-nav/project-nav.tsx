// Previous Project / See all work / Next Project at the end of a case study.
import { Link } from "react-router";

export type ProjectNavProps = {
  previous: { href: string; name: string };
  next: { href: string; name: string };
  allHref: string;
};

export function ProjectNav({ previous, next, allHref }: ProjectNavProps) {
  return (
    <nav className="project-nav" aria-label="Projects">
      <Link className="project-nav-link project-nav-previous" to={previous.href} rel="prev">
        <span className="project-nav-label">Previous Project</span>
        <span className="project-nav-name">{previous.name}</span>
      </Link>
      <Link className="project-nav-link project-nav-all" to={allHref}>
        See all work
      </Link>
      <Link className="project-nav-link project-nav-next" to={next.href} rel="next">
        <span className="project-nav-label">Next Project</span>
        <span className="project-nav-name">{next.name}</span>
      </Link>
    </nav>
  );
}
