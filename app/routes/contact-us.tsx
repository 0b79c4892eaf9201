// The contact page ("SAY HELLO"): the contact form beside the ways to reach the studio directly,
// under a picture of the studio (content/pages/contact-us.yaml), taken by the loader.
import { PageIntro } from "../components/page-intro.tsx";
import { Picture } from "../components/picture.tsx";
import { CONTACT_FIELD_NAMES } from "#contracts/contact.ts";
import { useSite } from "../lib/site-identity.ts";
import { ContactForm } from "../features/forms/contact-form.tsx";
import { contactLabels } from "../features/forms/form-labels.ts";
import { postedFormAction } from "../features/forms/posted-form.ts";
import { handleFor, metaFor } from "../lib/page-route.ts";
import { pageBody } from "../lib/site-content.ts";
import { StreetLines } from "../components/street-lines.tsx";
import type { Route } from "./+types/contact-us";

export const meta = metaFor("/contact-us");
export const handle = handleFor("/contact-us");
export const action = postedFormAction("contact", CONTACT_FIELD_NAMES);

export const loader = ({ context }: Route.LoaderArgs) => ({
  contact: pageBody(context, "/contact-us"),
});

export default function ContactUs({ actionData, loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.contact;
  const site = useSite();
  const { address } = site;
  return (
    <>
      <PageIntro path="/contact-us" />
      <div className="contact-layout">
        <section className="contact-form-section" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="contact-heading">
            {contactLabels.heading}
          </h2>
          <ContactForm answered={actionData} />
        </section>
        <aside className="contact-aside" aria-labelledby="contact-direct-heading">
          <Picture
            image={hero.image}
            alt={hero.alt}
            sizes="(min-width: 64rem) 30rem, 100vw"
            className="contact-picture"
            // Beside the form on wider screens, it is the first screen's largest image there.
            priority
          />
          <h2 id="contact-direct-heading" className="contact-heading">
            {contactLabels.directHeading}
          </h2>
          <address className="contact-address">
            <StreetLines street={address.street} />
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            <a href={`tel:${site.phone.replace(/\s+/g, "")}`}>{site.phone}</a>
          </address>
        </aside>
      </div>
    </>
  );
}
