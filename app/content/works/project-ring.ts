// The ordered ring of twelve case studies that Previous Project / Next Project walk (spec §2),
// written down once; both ends wrap. The hotel page is outside the ring (docs/decisions/0502).
export const PROJECT_RING = [
  "/works/branding/aptayu",
  "/works/media/palmtree",
  "/works/communication/ayurcentral",
  "/works/campaign/lazza",
  "/works/campaign/palmtree",
  "/works/campaign/manorama",
  "/works/packaging/aptayu",
  "/works/website/alf",
  "/works/website/ayurcentral",
  "/works/communication/palmtree",
  "/works/videos/hama",
  "/works/videos/lazza",
] as const;

export type ProjectNeighbours = { previous: string; next: string };

/**
 * Previous and next of a work page. A page in the ring steps one place either way and wraps at
 * both ends. A page outside it (the hotel) sits between the ring's end and its start: Previous
 * goes to the last project, Next to the first, and the ring itself stays twelve long.
 */
export function projectNeighbours(
  path: string,
  ring: readonly string[] = PROJECT_RING,
): ProjectNeighbours {
  if (ring.length === 0) throw new Error("The project ring is empty");
  const index = ring.indexOf(path);
  if (index === -1) return { previous: ring[ring.length - 1]!, next: ring[0]! };
  return {
    previous: ring[(index - 1 + ring.length) % ring.length]!,
    next: ring[(index + 1) % ring.length]!,
  };
}
