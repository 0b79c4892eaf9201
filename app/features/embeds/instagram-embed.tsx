// Photo-sharing post: Instagram's embed.js replaces our blockquote with its iframe.
import { INSTAGRAM_EMBED_VERSION } from "./constants.ts";
import { INSTAGRAM_SRC } from "#contracts/embeds.ts";
import { ScriptEmbed, type EmbedProps } from "./embed-box.tsx";
import { instagramUrl } from "./parse-url.ts";

export interface InstagramEmbedProps extends EmbedProps {
  captioned?: boolean;
  /** Instagram's embed version (spec default 14). */
  igVersion?: string;
}

export function InstagramEmbed({
  captioned,
  igVersion = INSTAGRAM_EMBED_VERSION,
  ...props
}: InstagramEmbedProps) {
  const permalink = instagramUrl(props.url);
  return (
    <ScriptEmbed
      kind="instagram"
      name="Instagram"
      href={permalink}
      props={props}
      driver={{
        ready: (w) => !!w.instgrm?.Embeds?.process,
        load: (loader, doc) => loader.load("instagram", INSTAGRAM_SRC, doc),
        process(host, w, doc) {
          const quote = doc.createElement("blockquote");
          quote.className = "instagram-media";
          quote.dataset.instgrmPermalink = `${permalink}?utm_source=ig_embed&utm_campaign=loading`;
          quote.dataset.instgrmVersion = igVersion;
          if (captioned) quote.dataset.instgrmCaptioned = "";
          host.replaceChildren(quote);
          w.instgrm?.Embeds?.process?.();
        },
        // Success: the provider has replaced the blockquote.
        confirmed: (host) => !host.querySelector("blockquote"),
      }}
    />
  );
}
