// Thanathu, Kadal's concept brand: three principles (rooted, design-better, civic-responsiveness)
// and a contact block that is written but not yet published (rendered with the hidden attribute).
import thanathuHero from "../assets/art/hero-thanathu.svg?preset=full";
import { site } from "#contracts/site.ts";
import type { Thanathu } from "./thanathu.schema.ts";

export const thanathu: Thanathu = {
  hero: {
    image: thanathuHero,
    alt: "Roots spreading down through a laterite wall beneath a kasavu band, a young palm-green plant and a gold sun above",
  },
  sections: [
    {
      id: "rooted",
      heading: "Rooted",
      paragraphs: [
        "Thanathu starts from materials and habits that belong here: laterite, coir, kasavu cotton, banana leaf, the steel tiffin carrier. Not as decoration — as constraints. A Thanathu object has to make sense in a Kerala home before it makes sense in a catalogue.",
        "We name things in Malayalam first and translate second, and we work with the people who already know the craft: weavers in Balaramapuram, coir makers in Alappuzha, potters who still fire by hand.",
      ],
    },
    {
      id: "design-better",
      heading: "Design better",
      paragraphs: [
        "Fewer things, made to last, repairable at the workshop down the road. Packs that become something else — a jar that turns into a spice tin, a carton that folds flat for the scrap dealer.",
        "We publish the brief, the mistakes and the costs, so that any brand in Kerala can copy what works.",
      ],
      points: [
        "One material per pack wherever possible",
        "No finish that stops a pack being recycled",
        "A repair or refill route for everything we sell",
      ],
    },
    {
      id: "civic-responsiveness",
      heading: "Civic responsiveness",
      paragraphs: [
        "A brand lives in a place, so it should answer to that place. Thanathu puts a share of every sale into keeping the Fort Kochi shoreline clean, writes its signs in Malayalam first, and gives work to local printers, weavers and carpenters before anyone else.",
        "When the monsoon floods come — and they do — the studio, the vans and the social channels are at the town's disposal.",
      ],
    },
  ],
  contact: {
    published: false,
    heading: "Make Thanathu with us",
    text: "Thanathu is a concept for now. If you make things in Kerala and want to build it with us, write to us.",
    email: site.email,
    phone: site.phone,
  },
};
