// Network-feed post: the Facebook SDK (v16.0) parses a `.fb-post` inside our host.
import { EMBED_BOX } from "./constants.ts";
import { FACEBOOK_SDK_SRC } from "#contracts/embeds.ts";
import { ScriptEmbed, type EmbedProps } from "./embed-box.tsx";

export type FacebookEmbedProps = EmbedProps;

export function FacebookEmbed(props: FacebookEmbedProps) {
  const { url } = props;
  return (
    <ScriptEmbed
      kind="facebook"
      name="Facebook"
      href={url}
      props={props}
      driver={{
        ready: (w) => !!w.FB?.XFBML?.parse,
        load: (loader, doc) => loader.load("facebook", FACEBOOK_SDK_SRC, doc),
        process(host, w, doc) {
          const post = doc.createElement("div");
          post.className = "fb-post";
          post.dataset.href = url;
          post.dataset.width = String(
            Math.min(host.clientWidth || Infinity, EMBED_BOX.facebook.maxWidth ?? 550),
          );
          host.replaceChildren(post);
          w.FB?.XFBML?.parse?.(host);
        },
        // The SDK renders its iframe inside the `.fb-post`.
        confirmed: (host) => !!host.querySelector(".fb-post")?.childElementCount,
      }}
    />
  );
}
