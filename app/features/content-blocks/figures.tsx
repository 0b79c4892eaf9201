// Figures quoted from real work ("30%", "10 years", "2,500 → 11,000"), big and bold, under a heading.
import type { Figure } from "../../content/blocks.schema.ts";

export function Figures({
  id,
  heading,
  figures,
}: {
  id: string;
  heading: string;
  figures: readonly Figure[];
}) {
  return (
    <section className="figures-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="figures-heading">
        {heading}
      </h2>
      <ul className="figures">
        {figures.map((figure) => (
          <li key={figure.value + figure.label} className="figure">
            <strong className="figure-value">{figure.value}</strong>
            <span className="figure-label">{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One figure as a full-width colour band, e.g. "30% share of traffic taken by first-page results". */
export function StatBand({ figure }: { figure: Figure }) {
  return (
    <p className="stat-band">
      <strong className="stat-band-value">{figure.value}</strong>{" "}
      <span className="stat-band-label">{figure.label}</span>
    </p>
  );
}
