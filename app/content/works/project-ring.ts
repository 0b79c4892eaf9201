// The ordered ring of case studies that Previous Project / Next Project walk (spec §2: twelve),
// the studies in their order with `ring: true`; both ends wrap. The hotel page is outside the
// ring (docs/decisions/0502).
import type { WorkIndexEntry } from "./work-list.schema.ts";

/** The ring's pages' paths, from the works' index in its order. */
export const projectRing = (index: readonly WorkIndexEntry[]): string[] =>
  index.filter((work) => work.ring).map((work) => work.path);

export type ProjectNeighbours = { previous: string; next: string };

/**
 * Previous and next of a work page. A page in the ring steps one place either way and wraps at
 * both ends. A page outside it (the hotel) sits between the ring's end and its start: Previous
 * goes to the last project, Next to the first, and the ring itself stays twelve long.
 */
export function projectNeighbours(path: string, ring: readonly string[]): ProjectNeighbours {
  if (ring.length === 0) throw new Error("The project ring is empty");
  const index = ring.indexOf(path);
  if (index === -1) return { previous: ring[ring.length - 1]!, next: ring[0]! };
  return {
    previous: ring[(index - 1 + ring.length) % ring.length]!,
    next: ring[(index + 1) % ring.length]!,
  };
}
