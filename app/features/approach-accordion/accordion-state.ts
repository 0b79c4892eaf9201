// The accordion's one rule (spec §4): clicking a panel toggles it and closes the others.

/** The open panel after a click on `clicked` (null = all closed). */
export const toggleOpenPanel = (open: number | null, clicked: number): number | null =>
  open === clicked ? null : clicked;
