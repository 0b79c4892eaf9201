// A link inside the app that animates the page change where the reader's browser and preference
// allow it (usePageTransitions). It reads the preference itself, so that the switch at hydration
// renders the links alone and not the page around them (decision 1310).
import { Link, type LinkProps } from "react-router";
import { usePageTransitions } from "./shell-context.tsx";

export function TransitionLink(props: Omit<LinkProps, "viewTransition">) {
  return <Link {...props} viewTransition={usePageTransitions()} />;
}
