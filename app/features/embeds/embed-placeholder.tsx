// What stands in the embed's box until the provider's content is there: a link to the original post,
// and while loading a spinner. Without JavaScript, and after a bounded failure, only the link remains.
import type { HTMLAttributes, ReactNode } from "react";
import { GENERIC_LINK_TEXT } from "./constants.ts";

export interface EmbedPlaceholderProps extends HTMLAttributes<HTMLDivElement> {
  href: string;
  linkText?: string;
  /** Shows the spinner (stages running). */
  busy?: boolean;
  imageUrl?: string;
  spinner?: ReactNode;
  spinnerDisabled?: boolean;
}

export function EmbedPlaceholder({
  href,
  linkText,
  busy,
  imageUrl,
  spinner,
  spinnerDisabled,
  className,
  children,
  ...div
}: EmbedPlaceholderProps) {
  return (
    <div {...div} className={className ? `embed-placeholder ${className}` : "embed-placeholder"}>
      {imageUrl && (
        <img className="embed-poster" src={imageUrl} alt="" loading="lazy" decoding="async" />
      )}
      {children}
      {busy &&
        !spinnerDisabled &&
        (spinner ?? (
          <span className="embed-spinner" role="status">
            <span className="embed-vh">Loading</span>
          </span>
        ))}
      <a
        className="embed-link"
        // Only web addresses: a javascript: URL in content never becomes a live link.
        href={/^https?:\/\//i.test(href) ? href : undefined}
        target="_blank"
        rel="noopener noreferrer"
      >
        {linkText || GENERIC_LINK_TEXT}
      </a>
    </div>
  );
}
