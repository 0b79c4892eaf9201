// The words around the job application form on /careers/apply-now/{slug} (the form itself belongs to
// app/features/forms; its questions are worded once, in contracts/application.ts).
import type { ApplyPage } from "./apply.schema.ts";

export const applyPage: ApplyPage = {
  kicker: "Apply now",
  formHeading: "Four questions and your CV",
  formText:
    "No cover letter. Answer these in your own words — short is fine, honest is better — then attach your CV and portfolio as a .pdf, .doc or .docx file.",
  otherOpenings: "See all current openings",
};
