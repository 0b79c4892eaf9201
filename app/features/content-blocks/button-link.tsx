// A link that looks like a button: for the next step a page offers (e.g. "See our works").
import { Link } from "react-router";
import type { CallToAction } from "../../content/blocks.schema.ts";

export function ButtonLink({
  action,
  tone = "ink",
}: {
  action: CallToAction;
  tone?: "ink" | "gold";
}) {
  return (
    <Link to={action.to} className={`button-link button-link--${tone}`}>
      {action.label}
      <span className="button-link-arrow" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
