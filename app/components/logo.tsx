// Kadal's logo: its name in Malayalam, കടൽ ("the sea"), in kasavu gold, then in the brand face.
// The Malayalam is drawn as outlines (logo-mark.ts), so no page loads a face for it.
import { useSite } from "../lib/site-identity.ts";
import { LOGO_MARK } from "./logo-mark.ts";

export function Logo({ className }: { className?: string }) {
  const site = useSite();
  return (
    <span className={["logo", className].filter(Boolean).join(" ")}>
      <svg
        className="logo-mark"
        viewBox={`0 0 ${LOGO_MARK.width} ${LOGO_MARK.height}`}
        aria-hidden="true"
        focusable="false"
      >
        <path d={LOGO_MARK.d} fill="currentColor" />
      </svg>
      <span className="logo-word">{site.company.toLowerCase()}</span>
    </span>
  );
}
