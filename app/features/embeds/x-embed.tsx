// Microblog post: the widgets script, then `twttr.widgets.createTweet(id, host)` (with do-not-track).
import { useRef } from "react";
import { X_WIDGETS_SRC } from "#contracts/embeds.ts";
import { ScriptEmbed, type EmbedProps } from "./embed-box.tsx";
import { lastPathId } from "./parse-url.ts";

export type XEmbedProps = EmbedProps;

export function XEmbed(props: XEmbedProps) {
  const { url } = props;
  const created = useRef(false);
  return (
    <ScriptEmbed
      kind="x"
      name="X"
      href={url}
      props={props}
      driver={{
        ready: (w) => !!w.twttr?.widgets,
        load: (loader, doc) => loader.load("x", X_WIDGETS_SRC, doc),
        loadError: `X widgets script failed to load, so loading is aborted: ${url}`,
        process(host, w) {
          const widgets = w.twttr?.widgets;
          if (typeof widgets?.createTweet !== "function") {
            console.warn(`X widgets method createTweet is no longer present: ${url}`);
            return false;
          }
          created.current = false;
          host.replaceChildren();
          widgets.createTweet(lastPathId(url), host, { dnt: true }).then(
            (el) => (created.current = !!el),
            () => {},
          );
        },
        confirmed: () => created.current,
      }}
    />
  );
}
