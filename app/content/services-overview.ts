// The Services overview's own words, below the tiles of the four crafts (content/services/).
import type { ServicesOverview } from "./service-page.schema.ts";

export const servicesOverview: ServicesOverview = {
  worksHeading: "Proof, not promises",
  worksNote:
    "An Ayurvedic retailer with ten stores, an ice cream maker, a literary festival, a hotel on the backwaters: the work says more than this page can.",
  worksLink: { label: "See our works", to: "/works" },
};
