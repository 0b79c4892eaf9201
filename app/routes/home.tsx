// The home landing: four columns of tiles. A click slides the columns apart, opens the chosen
// tile, then navigates; the tiles are plain links, so they work without JavaScript too.
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Logo } from "../components/logo.tsx";
import { MenuButton } from "../components/menu-button.tsx";
import { usePageTransitions, useShell } from "../components/shell-context.tsx";
import { SideMenu } from "../components/side-menu.tsx";
import { useSideMenu } from "../components/use-side-menu.ts";
import type { HomeTile } from "../content/pages.schema.ts";
import { prefersReducedMotion, TILE_ANIMATION_MS } from "../lib/motion.ts";
import { handleFor, metaFor, usePageWords } from "../lib/page-route.ts";
import { WorksTileVideo, worksPosterSrc } from "../components/works-tile-video.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { RichText } from "../features/content-blocks/rich-text.tsx";
import { organization } from "../lib/organization.ts";
import { useHomeTiles, useSite } from "../lib/site-identity.ts";

export const meta = metaFor("/");
export const links = () => [
  { rel: "preload", as: "image", href: worksPosterSrc, type: "image/webp", fetchPriority: "high" },
];
export const handle = handleFor("/");

type Opening = { column: number; tileId: string };

// A preview covers its tile: a quarter of the screen across and up to its whole height, so a
// landscape picture is drawn about as wide as the screen is tall (the wide preset's steps). It is
// a plain <img> of the WebP sources rather than <Picture>: decorative, fetched only on hover, and
// the landing keeps its scripts to the files every page loads (decision 1326).
const PREVIEW_SIZES = "(min-width: 60rem) 60vw, 100vw";

function columnClass(index: number, opening: Opening | null): string | undefined {
  if (!opening) return undefined;
  if (index === opening.column) return "slide-open";
  return index < opening.column ? "slide-left" : "slide-right";
}

function tileClass(tile: HomeTile, opening: Opening | null): string | undefined {
  if (!opening) return undefined;
  return tile.id === opening.tileId ? "box-open" : "box-close";
}

export default function Home() {
  const words = usePageWords("/");
  const site = useSite();
  const homeColumns = useHomeTiles();
  const menu = useSideMenu();
  const navigate = useNavigate();
  const { setFromHome } = useShell();
  const transitions = usePageTransitions();
  const [opening, setOpening] = useState<Opening | null>(null);
  const timer = useRef<number | undefined>(undefined);

  // Coming back to the landing starts from the idle state.
  useEffect(() => {
    setFromHome(false);
    return () => window.clearTimeout(timer.current);
  }, [setFromHome]);

  const open = (event: MouseEvent<HTMLAnchorElement>, column: number, tile: HomeTile) => {
    // Let the browser handle new-tab and other modified clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (opening) return;
    setFromHome(true);
    if (prefersReducedMotion()) {
      void navigate(tile.to);
      return;
    }
    setOpening({ column, tileId: tile.id });
    // Once the tile has opened, the page behind it comes in by a view transition where the
    // browser has one: the Works tile's name becomes the Works page's heading (global.css).
    timer.current = window.setTimeout(
      () => void navigate(tile.to, { viewTransition: transitions }),
      TILE_ANIMATION_MS,
    );
  };

  return (
    <>
      <main
        id="main"
        tabIndex={-1}
        className={["home", opening && "home--opening"].filter(Boolean).join(" ")}
      >
        <h1 className="visually-hidden">{words.heading}</h1>
        {homeColumns.map((tiles, column) => (
          <div
            key={tiles[0]?.id}
            className={["home-col", `home-col-${column + 1}`, columnClass(column, opening)]
              .filter(Boolean)
              .join(" ")}
          >
            {column === 0 && (
              <div
                className={["home-tile", "home-tile--logo", opening && "box-close"]
                  .filter(Boolean)
                  .join(" ")}
              >
                <Logo className="logo--home" />
                <p className="home-tagline">{site.tagline}</p>
                <MenuButton menu={menu} className="menu-button--home" />
              </div>
            )}
            {tiles.map((tile) => (
              <Link
                key={tile.id}
                to={tile.to}
                className={[
                  "home-tile",
                  `home-tile--${tile.tone}`,
                  `home-tile--${tile.id}`,
                  tileClass(tile, opening),
                ]
                  .filter(Boolean)
                  .join(" ")}
                onClick={(event) => open(event, column, tile)}
              >
                {tile.video && <WorksTileVideo />}
                {tile.preview && (
                  <span className="home-tile-preview" aria-hidden="true">
                    <img
                      src={tile.preview.img.src}
                      srcSet={tile.preview.sources.webp}
                      sizes={PREVIEW_SIZES}
                      width={tile.preview.img.w}
                      height={tile.preview.img.h}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  </span>
                )}
                <span className="home-tile-label">{tile.label}</span>
                <span className="home-tile-line">
                  <RichText text={tile.line} />
                </span>
              </Link>
            ))}
          </div>
        ))}
      </main>
      <SideMenu menu={menu} />
      <JsonLd data={organization(site)} />
    </>
  );
}
