// The Kadal wordmark: the name set in the brand face over a single tide line.
import { useSite } from "../lib/site-identity.ts";

export function Logo({ className }: { className?: string }) {
  const site = useSite();
  return (
    <span className={["logo", className].filter(Boolean).join(" ")}>
      <svg className="logo-wave" viewBox="0 0 40 12" aria-hidden="true" focusable="false">
        <path
          d="M1 8c4-6 8-6 12 0s8 6 12 0 8-6 13 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo-word">{site.company.toLowerCase()}</span>
    </span>
  );
}
