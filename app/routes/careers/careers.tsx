// Careers: the tagline, then the openings open on the day the page was rendered (the published
// content/jobs/, from the load context) as cards, each with its JobPosting data; closed ones are
// not listed. The page's own copy is content/pages/careers.yaml's, from the load context too.
import { Link } from "react-router";
import { JsonLd } from "../../components/json-ld.tsx";
import { Picture } from "../../components/picture.tsx";
import { jobPosting } from "../../content/structured-data.ts";
import { RichText } from "../../features/content-blocks/rich-text.tsx";
import { PageHero, heroSizes } from "../../features/content-blocks/page-hero.tsx";
import { presetSizes } from "../../lib/images.ts";
import { handleFor, metaFor, usePageWords } from "../../lib/page-route.ts";
import { pageBody, siteContent } from "../../lib/site-content.ts";
import { useSite } from "../../lib/site-identity.ts";
import type { Route } from "./+types/careers";

export const meta = metaFor("/careers/");
export const handle = handleFor("/careers/");

export const loader = ({ context }: Route.LoaderArgs) => ({
  openings: siteContent(context).openings.filter((job) => job.open),
  careersPage: pageBody(context, "/careers/"),
});

export default function Careers({ loaderData: { openings, careersPage } }: Route.ComponentProps) {
  const site = useSite();
  return (
    <div className="careers">
      <PageHero
        words={usePageWords("/careers/")}
        picture={careersPage.hero}
        sizes={heroSizes}
        tone="ink"
      />

      <section className="openings" aria-labelledby="openings-heading">
        <div className="openings-head kasavu">
          <h2 id="openings-heading">{careersPage.openingsHeading}</h2>
          <p>
            <RichText text={careersPage.openingsNote} />
          </p>
        </div>
        {openings.length === 0 && <p className="openings-none">{careersPage.noOpenings}</p>}
        <ul className="job-cards">
          {openings.map((job) => (
            <li key={job.slug} className="job-card" id={job.slug}>
              <Picture
                image={job.picture.image}
                alt={job.picture.alt}
                sizes={presetSizes.card}
                className="job-card-image"
              />
              <div className="job-card-body">
                <h3 className="job-card-title">{job.title}</h3>
                <p className="job-card-summary">
                  <RichText text={job.summary} />
                </p>
                <ul className="job-card-duties">
                  {job.duties.map((duty) => (
                    <li key={duty}>
                      <RichText text={duty} />
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/careers/apply-now/${job.slug}`}
                  className="button-link button-link--ink job-card-apply"
                >
                  {careersPage.applyLabel}
                  <span className="visually-hidden">: {job.title}</span>
                  <span className="button-link-arrow" aria-hidden="true">
                    →
                  </span>
                </Link>
              </div>
              <JsonLd data={jobPosting(job, site)} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
