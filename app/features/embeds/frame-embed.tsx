// Iframe-based embeds (LinkedIn, Pinterest): the iframe is mounted near the viewport; its load event ends the placeholder.
import { useEffect, useRef, useState } from "react";
import { MAX_SCRIPT_WAIT } from "./constants.ts";
import type { EmbedKind } from "#contracts/embeds.ts";
import { EmbedBox, type EmbedProps } from "./embed-box.tsx";
import type { EmbedStage } from "./use-embed-stages.ts";
import { useNearViewport } from "./use-near-viewport.ts";

interface FrameEmbedProps {
  kind: EmbedKind;
  src: string;
  title: string;
  href: string;
  props: EmbedProps;
}

export function FrameEmbed({ kind, src, title, href, props }: FrameEmbedProps) {
  // Script options are accepted for a uniform contract; an iframe has no script to load or retry.
  const {
    url,
    linkText,
    retryDelay: _retryDelay,
    retryDisabled: _retryDisabled,
    scriptLoadDisabled: _scriptLoadDisabled,
    frame: _frame,
    debug,
    ...rest
  } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef);
  const [stage, setStage] = useState<EmbedStage>("idle");
  useEffect(() => {
    if (debug && stage !== "idle") console.info(`[embed] ${kind} ${url}: ${stage}`);
    if (stage === "idle" && near) setStage("process-embed");
    if (stage !== "process-embed") return;
    // Bounded: without a load event the spinner stops and the link shows; a late load still succeeds.
    const id = setTimeout(() => setStage("embed-failed"), MAX_SCRIPT_WAIT);
    return () => clearTimeout(id);
  }, [stage, near, debug, kind, url]);
  return (
    <EmbedBox {...rest} kind={kind} stage={stage} href={href} linkText={linkText} boxRef={boxRef}>
      {stage !== "idle" && (
        <iframe
          className="embed-iframe"
          src={src}
          title={title}
          loading="lazy"
          allowFullScreen
          onLoad={() => setStage("embed-success")}
        />
      )}
    </EmbedBox>
  );
}
