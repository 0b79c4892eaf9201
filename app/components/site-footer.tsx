// The shared footer: where to find us, how to write to us, our networks, the link columns.
import { Link } from "react-router";
import { footerColumns } from "../content/navigation.ts";
import { useSite } from "../lib/site-identity.ts";
import { Logo } from "./logo.tsx";
import { StreetLines } from "./street-lines.tsx";

const BUILD_YEAR = import.meta.env.BUILD_YEAR;

export function SiteFooter() {
  const site = useSite();
  const { address } = site;
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <div className="site-footer-contact">
          <Logo className="logo--footer" />
          <address>
            <StreetLines street={address.street} />
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            {address.country}
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <ul className="site-footer-social" aria-label="Social networks">
            {site.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="noopener" target="_blank">
                  {link.network}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav
            key={column.heading}
            className="site-footer-column"
            aria-label={`${column.heading} links`}
          >
            <h2>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer-copyright">
        © {site.foundedYear}–{BUILD_YEAR} {site.copyrightHolder}. Made in Kochi, Kerala.
      </p>
    </footer>
  );
}
