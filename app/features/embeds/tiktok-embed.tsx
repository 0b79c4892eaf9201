// Short-video post: starts at process-embed; each attempt re-adds embed.js with a `?t=` timestamp so it rescans.
import { TIKTOK_SRC } from "#contracts/embeds.ts";
import { ScriptEmbed, type EmbedProps } from "./embed-box.tsx";
import { lastPathId } from "./parse-url.ts";

export type TikTokEmbedProps = EmbedProps;

export function TikTokEmbed(props: TikTokEmbedProps) {
  const { url, scriptLoadDisabled } = props;
  return (
    <ScriptEmbed
      kind="tiktok"
      name="TikTok"
      href={url}
      props={props}
      driver={{
        start: "process-embed",
        ready: () => true,
        process(host, _w, doc, loader) {
          const quote = doc.createElement("blockquote");
          quote.className = "tiktok-embed";
          quote.cite = url;
          quote.dataset.videoId = lastPathId(url);
          quote.append(doc.createElement("section"));
          host.replaceChildren(quote);
          // A failed load shows as an unconfirmed embed: retried, then the link.
          if (!scriptLoadDisabled)
            loader.load("tiktok", `${TIKTOK_SRC}?t=${Date.now()}`, doc).catch(() => {});
        },
        confirmed: (host) => !host.querySelector("blockquote"),
      }}
    />
  );
}
