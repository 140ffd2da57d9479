import { Link } from 'react-router';
import type { ReportType } from '../../../domain/reports';
import manifest from './report-samples.json';
import './report-samples.css';

/**
 * What the checkout shows of each report before she pays (issue 26 §4, ADR 037): real pages of
 * a sample report, made by `npm run report-samples` from a fictional birth through the same
 * pipeline as hers, and what in hers is made from her own birth details.
 */

interface SamplePage {
  src: string;
  page: number;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

const samples = manifest as { sample: string; reports: Record<ReportType, { pageCount: number; pages: SamplePage[] }> };

export const samplePageCount = (report: ReportType): number => samples.reports[report].pageCount;

/** What in each report is made from her birth date, time and place. */
export const PERSONAL: Record<ReportType, readonly string[]> = {
  lunar: [
    'Your Moon’s sign, degree, house and aspects, and the phase it was in when you were born',
    'Your chart wheel, drawn for your birth minute and place',
    'Each new and full moon of your year placed in your houses, and named when it touches your Sun, Moon, Ascendant, Mercury, Venus or Mars',
    'The eclipses of your year in your houses, your progressed Moon, and what each monthly lunar return asks',
    'A moon calendar that starts from the day you order',
  ],
  astrology: [
    'Your chart wheel, drawn for your birth minute and place',
    'Your Sun, Moon, Ascendant and every planet by sign and by house, with their strongest aspects',
    'Your chart read as a whole: its balance of elements and modes, your Sun and Moon together, and the patterns it makes',
    'Your North and South Nodes as a life direction',
    'Your year ahead: the outer planets’ aspects to your own chart, with dates',
  ],
};

/** The report's length and what is personal in it, for its card on the checkout. */
export const ReportFacts = ({ report }: { report: ReportType }) => (
  <div className="report-facts">
    <h3>Made from your birth date, time and place</h3>
    <ul>
      {PERSONAL[report].map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
    <p className="field-hint">
      Every position comes from the same sky engine as the free reading, measured against the Swiss Ephemeris: <Link to="/accuracy">how accurate is Moonwise?</Link>
    </p>
  </div>
);

/**
 * The sample pages of one report: real images with alt text, lazy-loaded with their size set so
 * nothing moves as they arrive; each opens full size.
 */
export const ReportSamples = ({ report, label }: { report: ReportType; label: string }) => {
  const { pageCount, pages } = samples.reports[report];
  const id = `samples-${report}`;
  return (
    <section className="report-samples" aria-labelledby={id}>
      <h3 id={id}>Sample pages of the {label}</h3>
      <p className="field-hint">
        {samples.sample}. This sample runs to {pageCount} pages; yours is made from your own birth details.
      </p>
      <ul className="sample-gallery">
        {pages.map((page) => (
          <li key={page.src}>
            <figure>
              <a href={page.src} target="_blank" rel="noopener">
                <img src={page.src} alt={page.alt} width={page.width} height={page.height} loading="lazy" decoding="async" />
                <span className="visually-hidden"> (full size, opens in a new tab)</span>
              </a>
              <figcaption>
                <span className="sample-page-number">Page {page.page}</span> {page.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
};
