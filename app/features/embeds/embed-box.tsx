// The reserved box every embed renders in, the props all seven share, and the driver for the script-based ones.
import { useRef, type HTMLAttributes, type ReactNode, type RefObject } from "react";
import { EMBED_BOX } from "./constants.ts";
import type { EmbedKind } from "#contracts/embeds.ts";
import { EmbedPlaceholder } from "./embed-placeholder.tsx";
import { useScriptLoader, type ProviderWindow, type ScriptLoader } from "./script-loader.ts";
import { useEmbedStages, type EmbedStage, type StageDriver } from "./use-embed-stages.ts";
import { useNearViewport } from "./use-near-viewport.ts";

/** Where an embed lives when it is not the page's own window (the library's `frame`). */
export interface EmbedFrame {
  window: Window;
  document: Document;
}

export interface PlaceholderOptions {
  placeholderImageUrl?: string;
  /** Replaces the default spinner. */
  placeholderSpinner?: ReactNode;
  placeholderSpinnerDisabled?: boolean;
  /** Extra attributes for the default placeholder (className, style, …). */
  placeholderProps?: HTMLAttributes<HTMLDivElement>;
  /** A custom placeholder, shown instead of the default one until the embed succeeds. */
  placeholder?: ReactNode;
  /** No placeholder while loading (the plain link still shows before loading starts and after a failure). */
  placeholderDisabled?: boolean;
}

export interface BoxOptions
  extends PlaceholderOptions, Omit<HTMLAttributes<HTMLDivElement>, "placeholder"> {
  width?: number | string;
  height?: number | string;
}

export interface EmbedProps extends BoxOptions {
  url: string;
  linkText?: string;
  scriptLoadDisabled?: boolean;
  retryDelay?: number;
  retryDisabled?: boolean;
  frame?: EmbedFrame;
  debug?: boolean;
}

interface EmbedBoxProps extends BoxOptions {
  kind: EmbedKind;
  stage: EmbedStage;
  href: string;
  linkText?: string;
  boxRef?: RefObject<HTMLDivElement | null>;
  hostRef?: RefObject<HTMLDivElement | null>;
  /** Extra content of the placeholder before loading starts (the YouTube play button). */
  facade?: ReactNode;
  /** React-rendered content of the host (iframes); script embeds fill the host themselves. */
  children?: ReactNode;
}

export function EmbedBox({
  kind,
  stage,
  href,
  linkText,
  boxRef,
  hostRef,
  facade,
  children,
  width,
  height,
  placeholderImageUrl,
  placeholderSpinner,
  placeholderSpinnerDisabled,
  placeholderProps,
  placeholder,
  placeholderDisabled,
  className,
  style,
  ...div
}: EmbedBoxProps) {
  const box = EMBED_BOX[kind];
  const busy = stage !== "idle" && stage !== "embed-failed";
  return (
    <div
      {...div}
      ref={boxRef}
      data-stage={stage}
      className={`embed embed-${kind}${className ? ` ${className}` : ""}`}
      style={{
        width: width ?? "100%",
        minWidth: box.minWidth,
        maxWidth: box.maxWidth,
        height: height ?? box.height,
        ...style,
      }}
    >
      <div ref={hostRef} className="embed-host">
        {children}
      </div>
      {stage === "embed-success" || (busy && placeholderDisabled) ? null : placeholder != null &&
        stage !== "embed-failed" ? (
        <div className="embed-placeholder">{placeholder}</div>
      ) : (
        <EmbedPlaceholder
          href={href}
          linkText={linkText ?? box.linkText}
          busy={busy}
          imageUrl={placeholderImageUrl}
          spinner={placeholderSpinner}
          spinnerDisabled={placeholderSpinnerDisabled}
          {...placeholderProps}
        >
          {stage === "idle" && facade}
        </EmbedPlaceholder>
      )}
    </div>
  );
}

/** What a script-based provider does at each stage; the host is an element React leaves to the provider. */
export interface ProviderDriver extends Pick<StageDriver, "start" | "loadError"> {
  ready(w: ProviderWindow): boolean;
  load?(loader: ScriptLoader, doc: Document): Promise<unknown>;
  process(
    host: HTMLElement,
    w: ProviderWindow,
    doc: Document,
    loader: ScriptLoader,
  ): boolean | void;
  confirmed(host: HTMLElement): boolean;
}

interface ScriptEmbedProps {
  kind: EmbedKind;
  name: string;
  href: string;
  props: EmbedProps;
  driver: ProviderDriver;
  /** Overrides the near-viewport gate (the facade's click). */
  active?: boolean;
  facade?: ReactNode;
}

export function ScriptEmbed({ kind, name, href, props, driver, active, facade }: ScriptEmbedProps) {
  const { url, linkText, retryDelay, retryDisabled, scriptLoadDisabled, frame, debug, ...rest } =
    props;
  const loader = useScriptLoader();
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef);
  // Read only inside effects and callbacks, never during render (prerender safety).
  const win = () => (frame?.window ?? window) as ProviderWindow;
  const doc = () => frame?.document ?? document;
  const { stage } = useEmbedStages({
    name,
    url,
    active: active ?? near,
    start: driver.start,
    loadError: driver.loadError,
    retryDelay,
    retryDisabled,
    scriptLoadDisabled,
    debug,
    scriptReady: () => driver.ready(win()),
    loadScript: () => driver.load?.(loader, doc()) ?? Promise.resolve(),
    process: () => {
      const host = hostRef.current;
      if (!host) {
        console.warn(
          `${name} ${kind === "youtube" ? "player" : "embed"} element does not exist: ${url}`,
        );
        return false;
      }
      return driver.process(host, win(), doc(), loader);
    },
    confirmed: () => !!hostRef.current && driver.confirmed(hostRef.current),
  });
  return (
    <EmbedBox
      {...rest}
      kind={kind}
      stage={stage}
      href={href}
      linkText={linkText}
      boxRef={boxRef}
      hostRef={hostRef}
      facade={facade}
    />
  );
}
