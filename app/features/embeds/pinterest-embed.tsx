// Pin-board pin, shown through Pinterest's embed iframe.
import { PINTEREST_EMBED_BASE } from "#contracts/embeds.ts";
import type { EmbedProps } from "./embed-box.tsx";
import { FrameEmbed } from "./frame-embed.tsx";
import { pinterestId } from "./parse-url.ts";

export interface PinterestEmbedProps extends EmbedProps {
  /** Where "View post on Pinterest" points; defaults to `url`. */
  postUrl?: string;
}

export function PinterestEmbed({ postUrl, ...props }: PinterestEmbedProps) {
  return (
    <FrameEmbed
      kind="pinterest"
      src={PINTEREST_EMBED_BASE + pinterestId(props.url)}
      title="Pinterest pin"
      href={postUrl ?? props.url}
      props={props}
    />
  );
}
