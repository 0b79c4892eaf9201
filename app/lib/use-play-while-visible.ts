// Muted loops play only while they are on screen, and never for visitors who have asked for less
// motion. They carry no autoplay attribute, so nothing of the film is fetched with the page's first
// screen (only the poster is); without JavaScript the poster stands in for it.
import { useEffect, useState, type RefObject } from "react";
import { prefersReducedMotion } from "./motion.ts";

/** Plays the video while it is visible unless `paused`; returns whether it may play at all. */
export function usePlayWhileVisible(
  ref: RefObject<HTMLVideoElement | null>,
  paused = false,
): boolean {
  const [mayPlay, setMayPlay] = useState(false);
  useEffect(() => setMayPlay(!prefersReducedMotion()), []);
  useEffect(() => {
    const video = ref.current;
    if (!video || !mayPlay) return;
    if (paused || typeof IntersectionObserver === "undefined") {
      video.pause();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      // play() rejects when a pause interrupts it or the browser refuses to autoplay; either way
      // the poster stays, which is all the visitor would see without the film.
      if (entry?.isIntersecting) video.play().catch(() => undefined);
      else video.pause();
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [ref, mayPlay, paused]);
  return mayPlay;
}
