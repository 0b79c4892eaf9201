// The thought starters page: four pictures, one question at a time, then a thank-you.
import { PageIntro } from "../components/page-intro.tsx";
import {
  THOUGHT_FIELDS,
  ThoughtStarters as Questionnaire,
} from "../features/forms/thought-starters.tsx";
import { postedFormAction } from "../features/forms/posted-form.ts";
import { handleFor, metaFor } from "../lib/page-route.ts";
import type { Route } from "./+types/thought-starters";

export const meta = metaFor("/thought-starters");
export const handle = handleFor("/thought-starters");
export const action = postedFormAction("thoughts", THOUGHT_FIELDS);

export default function ThoughtStarters({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro path="/thought-starters" />
      <section className="thoughts-section" aria-label="Questions">
        <Questionnaire answered={actionData} />
      </section>
    </>
  );
}
