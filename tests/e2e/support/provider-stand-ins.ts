// The providers' scripts lie outside this machine, so the browser gets small stand-ins at their
// real URLs that do to the page what the real ones do; our embed code runs unchanged.
import type { Page, Route } from "@playwright/test";

export const YOUTUBE_API = "https://www.youtube.com/iframe_api";
export const INSTAGRAM_SCRIPT = "https://www.instagram.com/embed.js";

// Creates the player's iframe where YouTube would, from the options our component passes.
const FAKE_YOUTUBE_API = `
window.YT = { Player: function (el, options) {
  var frame = document.createElement("iframe");
  frame.srcdoc = "<p>player</p>";
  frame.dataset.videoId = options.videoId;
  frame.dataset.host = options.host;
  frame.dataset.autoplay = String(options.playerVars.autoplay);
  frame.style.cssText = "width:100%;height:100%;border:0";
  el.replaceWith(frame);
  var player = this;
  this.getIframe = function () { return frame; };
  this.playVideo = function () { frame.dataset.playing = "yes"; };
  this.getPlayerState = function () { return frame.dataset.playing ? 1 : -1; };
  setTimeout(function () { options.events.onReady({ target: player }); }, 20);
} };
if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
`;

// Replaces each waiting blockquote with an iframe, as Instagram's embed.js does.
const FAKE_INSTAGRAM_SCRIPT = `
window.instgrm = { Embeds: { process: function () {
  document.querySelectorAll("blockquote.instagram-media").forEach(function (quote) {
    var frame = document.createElement("iframe");
    frame.className = "instagram-media instagram-media-rendered";
    frame.title = "Instagram reel";
    frame.srcdoc = "<p>reel</p>";
    frame.dataset.permalink = quote.dataset.instgrmPermalink;
    frame.style.cssText = "width:100%;height:100%;border:0";
    quote.replaceWith(frame);
  });
} } };
`;

/** Serves the stand-ins and records every request for a provider's script. */
export async function fakeProviders(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const serve = (body: string) => (route: Route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body });
  };
  await page.route(YOUTUBE_API, serve(FAKE_YOUTUBE_API));
  await page.route(INSTAGRAM_SCRIPT, serve(FAKE_INSTAGRAM_SCRIPT));
  return requested;
}
