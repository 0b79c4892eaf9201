// Professional-network post, shown through LinkedIn's embed iframe.
import type { EmbedProps } from "./embed-box.tsx";
import { FrameEmbed } from "./frame-embed.tsx";
import { linkedInEmbedUrl } from "./parse-url.ts";

export interface LinkedInEmbedProps extends EmbedProps {
  /** Where "View post on LinkedIn" points; defaults to the embed URL without `/embed`. */
  postUrl?: string;
}

export function LinkedInEmbed({ postUrl, ...props }: LinkedInEmbedProps) {
  const src = linkedInEmbedUrl(props.url);
  return (
    <FrameEmbed
      kind="linkedin"
      src={src}
      title="LinkedIn post"
      href={postUrl ?? src.replace("/embed/", "/")}
      props={props}
    />
  );
}
