// The thought starters page: four pictures, one question at a time, then a thank-you.
import { PageIntro } from "../components/page-intro.tsx";
import { ThoughtStarters as Questionnaire } from "../features/forms/thought-starters.tsx";
import { handleFor, metaFor } from "../lib/page-route.ts";

export const meta = metaFor("/thought-starters");
export const handle = handleFor("/thought-starters");

export default function ThoughtStarters() {
  return (
    <>
      <PageIntro path="/thought-starters" />
      <section className="thoughts-section" aria-label="Questions">
        <Questionnaire />
      </section>
    </>
  );
}
