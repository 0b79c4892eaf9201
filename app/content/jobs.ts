// The six current openings, in the order of contracts/jobs.ts (the one list of slugs), with the
// dates and terms their JobPosting structured data needs.
import socialMedia from "../assets/art/job-social-media-content-specialist.svg?preset=card";
import digitalStrategist from "../assets/art/job-digital-strategist.svg?preset=card";
import artDirector from "../assets/art/job-art-director.svg?preset=card";
import graphicDesigner from "../assets/art/job-graphic-designer.svg?preset=card";
import videoEditor from "../assets/art/job-video-editor.svg?preset=card";
import illustrator from "../assets/art/job-illustrator.svg?preset=card";
import careersHero from "../assets/art/hero-careers.svg?preset=full";
import type { CareersPage, Job } from "./jobs.schema.ts";

const posted = {
  employmentType: "FULL_TIME",
  datePosted: "2026-11-02",
  validThrough: "2027-01-31",
} satisfies Pick<Job, "employmentType" | "datePosted" | "validThrough">;

export const jobs: readonly Job[] = [
  {
    slug: "social-media-content-specialist",
    title: "Social Media Content Specialist",
    summary:
      "Plan, write and make the everyday social content of brands from an Ayurvedic retailer to an ice cream maker, in English and Malayalam.",
    duties: [
      "Plan monthly calendars in content buckets for three or four brands at a time",
      "Write captions and short scripts in English and Malayalam that sound like people, not press releases",
      "Shoot and cut simple reels on a phone when the moment will not wait for a crew",
      "Read the numbers every week and tell the team what to make more of, and what to drop",
    ],
    picture: {
      image: socialMedia,
      alt: "A phone showing a nine-post grid in the brand colours, with a vermilion heart bubble",
    },
    ...posted,
  },
  {
    slug: "digital-strategist",
    title: "Digital Strategist",
    summary:
      "Turn clients' business goals into search, social and display plans with a clear cost per lead, and prove them with data.",
    duties: [
      "Build media plans across search, social and display with a target cost per lead for each channel",
      "Audit funnels, landing pages and tracking before a rupee is spent",
      "Set up real-time reports clients can read without a glossary",
      "Turn campaign data into next month's ideas, and defend them in the room",
    ],
    picture: {
      image: digitalStrategist,
      alt: "A dotted route across a grid of channels ending in a gold target, on sea ink",
    },
    ...posted,
  },
  {
    slug: "art-director",
    title: "Art Director",
    summary:
      "Lead campaign ideas from the first scribble to the finished film, print and packaging, with a copywriter at your side.",
    duties: [
      "Sketch three routes for every brief before anyone opens a layout tool, and defend the one that is right",
      "Direct shoots and ad films in and around Kochi, from casting to colour grade",
      "Keep each brand's look honest across print, outdoor, packaging and social",
      "Review and mentor designers and illustrators, kindly and precisely",
    ],
    picture: {
      image: artDirector,
      alt: "Camera viewfinder corners framing a sun over a wave, with four colour swatches beside it",
    },
    ...posted,
  },
  {
    slug: "graphic-designer",
    title: "Graphic Designer",
    summary:
      "Design identities, packaging, print and social creatives that start from an agreed brand truth and survive the printing press.",
    duties: [
      "Build brand guidelines that a printer in Sivakasi and a social team in Kochi can both follow",
      "Prepare print-ready files and dielines, and check proofs at the press",
      "Build templates and guidelines that clients' own teams can use",
      "Present your work to clients and explain the thinking behind every choice",
    ],
    picture: {
      image: graphicDesigner,
      alt: "A bold gold Bézier curve with square anchor points and handles on a cream layout grid",
    },
    ...posted,
  },
  {
    slug: "video-editor",
    title: "Video Editor",
    summary:
      "Cut ad films, brand films and reels that people watch to the end, for every screen from cinema to WhatsApp.",
    duties: [
      "Sort rushes, cut first assemblies within a day, and take notes from the director without losing the story",
      "Cut one story for cinema, YouTube, Instagram and WhatsApp forwards",
      "Handle colour, sound clean-up, English and Malayalam subtitles and motion titles",
      "Keep an archive tidy enough that any project can be reopened a year later",
    ],
    picture: {
      image: videoEditor,
      alt: "A timeline of coloured clips on three tracks, a sound waveform and a vermilion playhead, on sea ink",
    },
    ...posted,
  },
  {
    slug: "illustrator",
    title: "Illustrator",
    summary:
      "Draw the campaign art, packaging illustrations and social series that give our clients a look nobody else has.",
    duties: [
      "Find each brand's own hand: line, texture and palette, tried on paper before it goes digital",
      "Build characters and visual worlds rooted in Kerala, from the Kochi ferry to the village tea shop",
      "Work digitally and on paper, and prepare artwork for print and animation",
      "Work with art directors and animators from the first sketch onwards",
    ],
    picture: {
      image: illustrator,
      alt: "A brush-drawn palm-green banana leaf on cream, with a gold pencil and a few vermilion ink blots",
    },
    ...posted,
  },
];

export const careersPage: CareersPage = {
  hero: {
    image: careersHero,
    alt: "A long snake boat in sea ink on a gold-tide backwater, its row of oars dipping in rhythm under a vermilion sky",
  },
  openingsHeading: "Current Job Openings",
  openingsNote:
    "Full time, at our studio in Panampilly Nagar, Kochi. We hire for curiosity and craft; degrees are optional, a portfolio is not.",
  applyLabel: "Apply Now",
};
