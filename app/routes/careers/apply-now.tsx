// The application page of one opening; the job name is derived from the slug in the URL.
import { Link, useParams, type MetaArgs } from "react-router";
import { pages } from "../../content/pages.ts";
import { isJobSlug, jobNameFromSlug } from "../../../contracts/jobs.ts";
import { pageMeta } from "../../lib/meta.ts";
import { handleFor } from "../../lib/page-route.ts";

export const handle = handleFor("/careers/apply-now");

export const meta = ({ params }: MetaArgs) => {
  const slug = params.slug ?? "";
  return pageMeta({
    title: isJobSlug(slug) ? `Apply Now — ${jobNameFromSlug(slug)}` : "Opening not available",
    description: pages["/careers/apply-now"].description,
    path: `/careers/apply-now/${slug}`,
    noindex: !isJobSlug(slug),
  });
};

export default function ApplyNow() {
  const slug = useParams().slug ?? "";
  if (!isJobSlug(slug)) {
    return (
      <section className="page-intro">
        <h1 className="page-intro-heading">This opening is not available</h1>
        <p className="page-intro-text">
          The position you are looking for has been filled or was never listed.{" "}
          <Link to="/careers/">See the current openings on our Careers page</Link>.
        </p>
      </section>
    );
  }
  return (
    <section className="page-intro apply-page-intro">
      <p className="apply-kicker">Apply now</p>
      <h1 className="page-intro-heading">{jobNameFromSlug(slug)}</h1>
      <p className="page-intro-text">{pages["/careers/apply-now"].intro}</p>
    </section>
  );
}
