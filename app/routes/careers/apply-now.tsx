// The application page of one opening (content/jobs/{slug}.yaml, published content from the load
// context); the job name is derived from the slug in the URL, and the opening's summary and duties
// say what the role is. The form itself (app/features/forms) goes into the .apply-form-section below the
// introduction. An opening closed on the day the page was rendered says so instead; an unknown slug, that there
// is none.
import { Link, useParams, type MetaArgs, type MetaDescriptor } from "react-router";
import { jobNameFromSlug } from "#contracts/jobs.ts";
import { RichText } from "../../features/content-blocks/rich-text.tsx";
import {
  APPLICATION_FORM_FIELDS,
  ApplicationForm,
} from "../../features/forms/application-form.tsx";
import { FormNotice } from "../../features/forms/form-phases.tsx";
import { postedFormAction } from "../../features/forms/posted-form.ts";
import { messages } from "#contracts/messages.ts";
import { pageMeta } from "../../lib/meta.ts";
import { siteIn } from "../../lib/site-identity.ts";
import { handleFor, pageWordsIn, usePageWords } from "../../lib/page-route.ts";
import { pageBody, siteContent } from "../../lib/site-content.ts";
import type { Route } from "./+types/apply-now";

export const handle = handleFor("/careers/apply-now");
export const action = postedFormAction("application", APPLICATION_FORM_FIELDS);

/** "31 January 2027" from "2027-01-31", the same in the prerender and the browser. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * The opening of the address's slug, open or closed, or null when there is none, and the words
 * around the form (content/pages/apply-now.yaml).
 */
export const loader = ({ params, context }: Route.LoaderArgs) => ({
  opening: siteContent(context).openings.find((job) => job.slug === params.slug) ?? null,
  applyPage: pageBody(context, "/careers/apply-now"),
});

export const meta = ({
  params,
  loaderData,
  matches,
}: Pick<Route.MetaArgs, "params" | "loaderData"> & Pick<MetaArgs, "matches">): MetaDescriptor[] => {
  const slug = params.slug ?? "";
  const job = loaderData?.opening;
  return pageMeta(
    {
      title: !job
        ? "Opening not available"
        : job.open
          ? `Apply Now — ${jobNameFromSlug(slug)}`
          : `Opening closed — ${jobNameFromSlug(slug)}`,
      description: pageWordsIn(matches, "/careers/apply-now").description,
      path: `/careers/apply-now/${slug}`,
      noindex: !job?.open,
    },
    siteIn(matches),
  );
};

export default function ApplyNow({ actionData, loaderData }: Route.ComponentProps) {
  const slug = useParams().slug ?? "";
  const { opening, applyPage } = loaderData;
  const words = usePageWords("/careers/apply-now");
  // An application posted without scripts for an opening with no form here: why it was refused
  // (the opening's own message, as no field of a form can show it).
  const notice =
    actionData && !actionData.success ? (actionData.notice ?? [messages.failure]) : null;
  if (opening && !opening.open) {
    return (
      <section className="page-intro">
        {notice ? <FormNotice lines={notice} focusOnLoad /> : null}
        <p className="apply-kicker">{applyPage.kicker}</p>
        <h1 className="page-intro-heading">{jobNameFromSlug(slug)}</h1>
        <p className="page-intro-text">
          {opening.closed
            ? "This opening has closed."
            : opening.upcoming
              ? `This opening is not open yet: it takes applications from ${longDate(opening.datePosted)}.`
              : `This opening has closed: it took applications until ${longDate(opening.validThrough)}.`}{" "}
          <Link to="/careers/">See the current openings on our Careers page</Link>.
        </p>
      </section>
    );
  }
  if (!opening) {
    return (
      <section className="page-intro">
        {notice ? <FormNotice lines={notice} focusOnLoad /> : null}
        <h1 className="page-intro-heading">This opening is not available</h1>
        <p className="page-intro-text">
          The position you are looking for has been filled or was never listed.{" "}
          <Link to="/careers/">See the current openings on our Careers page</Link>.
        </p>
      </section>
    );
  }
  const job = jobNameFromSlug(slug);
  return (
    <div className="apply">
      <section className="page-intro apply-page-intro kasavu">
        <p className="apply-kicker">{applyPage.kicker}</p>
        <h1 className="page-intro-heading">{job}</h1>
        {/* The role itself, from its file: the summary as the lead, the duties under it (folded
            on a phone so the form stays one screen away, open beside it on a wide screen). */}
        <p className="page-intro-text">
          <RichText text={opening.summary} />
        </p>
        <details className="apply-duties" suppressHydrationWarning>
          <summary className="apply-duties-heading">{applyPage.dutiesHeading}</summary>
          <h2 className="apply-duties-title">{applyPage.dutiesHeading}</h2>
          <ul className="apply-duties-list">
            {opening.duties.map((duty) => (
              <li key={duty}>
                <RichText text={duty} />
              </li>
            ))}
          </ul>
        </details>
        <p className="apply-back">
          <Link to="/careers/">{applyPage.otherOpenings}</Link>
        </p>
      </section>
      {/* The application form (<ApplicationForm job={job} />, app/features/forms) is placed at the
          end of this section, after the questions' context. */}
      <section className="apply-form-section" aria-labelledby="apply-form-heading">
        <div className="apply-form-intro">
          <h2 id="apply-form-heading">{applyPage.formHeading}</h2>
          <p>
            <RichText text={words.intro} />
          </p>
          <p>
            <RichText text={applyPage.formText} />
          </p>
        </div>
        <ApplicationForm job={jobNameFromSlug(slug)} answered={actionData} />
      </section>
    </div>
  );
}
