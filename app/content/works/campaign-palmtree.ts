// Palm Tree — campaign: the World Cup 'Lessgo' UGC giveaway and the Onam campaign, one page.
import hero from "../../assets/art/work-campaign-palmtree-hero.svg?preset=full";
import l1 from "../../assets/art/work-campaign-palmtree-lessgo-1.svg?preset=wide";
import l2 from "../../assets/art/work-campaign-palmtree-lessgo-2.svg?preset=wide";
import l3 from "../../assets/art/work-campaign-palmtree-lessgo-3.svg?preset=wide";
import l4 from "../../assets/art/work-campaign-palmtree-lessgo-4.svg?preset=wide";
import onamThumb from "../../assets/art/work-campaign-palmtree-onam-thumb.svg?preset=wide";
import o1 from "../../assets/art/work-campaign-palmtree-onam-1.svg?preset=wide";
import o3 from "../../assets/art/work-campaign-palmtree-onam-3.svg?preset=wide";
import o4 from "../../assets/art/work-campaign-palmtree-onam-4.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

export const campaignPalmtree = {
  slug: "campaign-palmtree",
  title: "Lessgo! and a Ponnonam to share",
  metaDescription:
    "Two Palm Tree campaigns by Kadal: the World Cup 'Lessgo' UGC giveaway that reached over 1 million, and an Onam series of 16 posts that gained 2,000 followers.",
  market: "Kerala, online and in store",
  services: [
    "Campaign idea",
    "User-generated content mechanics",
    "Social creatives",
    "Paid social",
    "Lead collection",
  ],
  description: [
    "Football and Onam are the two seasons when all of Kerala is talking about the same thing. For Palm Tree, a food-retail chain with a loyal but local following, they were the chance to be part of that conversation across the state.",
    "The World Cup campaign, 'Lessgo!', was a user-generated giveaway built for speed. The Onam campaign that followed was slower and warmer: a series about the sadya, the pookalam and the people who make them.",
  ],
  hero: {
    image: hero,
    alt: "An Onam pookalam of gold, vermilion, cream and green on palm green, a football rolling out of it and a gold kasavu border along the foot",
  },
  resultBadge: "reach over 1 million",
  galleries: [],
  chapters: [
    {
      id: "lessgo",
      eyebrow: "World Cup",
      heading: "Lessgo! — the World Cup UGC giveaway",
      paragraphs: [
        "Kerala supports Argentina and Brazil with a passion the rest of the world finds hard to believe: giant cut-outs in the rivers, flags on every bus. 'Lessgo!' asked fans to post their match-day setups — the jersey, the snacks, the cousins on the sofa — tagging Palm Tree for a chance to win a match-night hamper.",
        "Every entry was a piece of content we didn't have to make, and every entrant left a phone number for the hamper draw.",
      ],
      galleries: [
        {
          layout: "grid",
          images: [
            {
              image: l1,
              alt: "The Lessgo key visual: a football bursting through the campaign line",
              caption: "Key visual",
            },
            {
              image: l2,
              alt: "A Lessgo billboard by the water on the way to a fan screening",
              caption: "Outdoor near the fan screenings",
            },
            {
              image: l3,
              alt: "Fans' match-day posts arranged in a phone grid",
              caption: "Fans' match-day setups",
            },
            {
              image: l4,
              alt: "The three steps of the giveaway: post your setup, tag Palm Tree, win a hamper",
              caption: "Post, tag, win",
            },
          ],
        },
      ],
      approach: [
        {
          heading: "Activation",
          paragraphs: [
            "The giveaway opened with the first whistle of the group stage and ran a daily draw on match days. Paid social pushed the entry post to football pages and fan groups, and winners were announced within the hour after each final whistle, while the feeling was still hot.",
          ],
        },
        {
          heading: "Insight and Strategy",
          paragraphs: [
            "Fans don't want a brand's opinion on the match; they want to show off their own. So the campaign handed them the stage and kept Palm Tree in the background as the host of the party — the snacks, the hamper, the repost.",
          ],
        },
        {
          heading: "Challenges",
          paragraphs: [
            "A 14-day window left no room for slow approvals. We pre-approved a library of reply templates and reposting rules with Palm Tree's team before launch, and moderated entries in shifts that followed the match timings, late nights included.",
          ],
        },
      ],
      figures: [
        { value: "1M+", text: "reach over 1 million" },
        { value: "99.1%", text: "99.1% paid traffic" },
        { value: "11,000", text: "followers from 2,500 to 11,000 in 14 days" },
        { value: "10,000", text: "10,000 new followers in 7 days" },
        { value: "8,000+", text: "over 8,000 contacts collected" },
      ],
    },
    {
      id: "onam",
      eyebrow: "Onam",
      heading: "Ponnonam — an Onam to share",
      paragraphs: [
        "After the noise of the World Cup, Onam called for warmth. The series followed the ten days of the festival: the first ring of the pookalam on Atham, the market run for the sadya, the banana leaf laid out on Thiruvonam.",
        "Each post offered something to keep — a pookalam pattern to copy, a recipe from a Palm Tree bakery chef, a sadya checklist — so the new followers from the World Cup had a reason to stay.",
      ],
      galleries: [
        {
          layout: "grid",
          images: [
            {
              image: onamThumb,
              alt: "A geometric pookalam flower carpet in gold, vermilion and green with the line 'Ponnonam'",
              caption: "Ponnonam key visual",
            },
            {
              image: o1,
              alt: "The Onam key visual with the campaign line",
              caption: "The series opener on Atham",
            },
            {
              image: o3,
              alt: "Onam posts from the series arranged in a phone grid",
              caption: "Ten days on the feed",
            },
            {
              image: o4,
              alt: "The Onam series in three steps: make the pookalam, shop the sadya, share the feast",
              caption: "From pookalam to sadya",
            },
          ],
        },
      ],
      approach: [
        {
          heading: "Activation",
          paragraphs: [
            "Sixteen posts over the ten days, timed to the festival calendar rather than a posting schedule. Store displays repeated the day's pookalam pattern, so the feed and the aisle told the same story.",
          ],
        },
        {
          heading: "Insight and Strategy",
          paragraphs: [
            "Onam is about abundance shared, not bargains. The strategy was to be useful: things people could make, cook or copy with their families, with Palm Tree as the neighbour who had everything on the list.",
          ],
        },
        {
          heading: "Challenges",
          paragraphs: [
            "Every brand in Kerala posts a pookalam on Thiruvonam. We avoided the stock flower carpet by drawing our own geometric patterns, built from the shapes of Palm Tree's logo, that families could actually lay out at home.",
          ],
        },
      ],
      figures: [
        { value: "16", text: "16 posts" },
        { value: "2,000", text: "2,000 followers gained" },
      ],
    },
  ],
  result: {
    paragraphs: [
      "Two seasons turned a local supermarket page into one of the most followed food-retail communities in the state, and gave Palm Tree a database of customers it could talk to directly for the first time.",
    ],
    figures: [],
  },
} satisfies CaseStudy;
