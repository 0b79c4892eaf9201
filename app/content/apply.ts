// The words around the job application form on /careers/apply-now/{slug} (the form itself, its
// questions' labels and rules belong to app/features/forms).
import type { ApplyPage } from "./apply.schema.ts";

export const applyPage: ApplyPage = {
  kicker: "Apply now",
  formHeading: "Four questions and your CV",
  formText:
    "No cover letter. Answer these in your own words — short is fine, honest is better — then attach your CV and portfolio as a .pdf or .doc file.",
  questions: [
    "A magical tool that would help you do your dream job",
    "What you think matters most in a successful team",
    "A real challenge you faced, and how you got past it",
    "The avatar or nickname you would want on your work address, and why",
  ],
  otherOpenings: "See all current openings",
};
