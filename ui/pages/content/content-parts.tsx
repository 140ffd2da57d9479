import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './content.css';

/** The opening of a content page: a small label, the page's one h1 and its lede. */
export const PageIntro = ({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) => (
  <header className="page-intro">
    <p className="eyebrow">{eyebrow}</p>
    <h1>{title}</h1>
    <div className="lede">{children}</div>
  </header>
);

/** The offer every guide ends with: the free reading, with the spec's two promises. */
export const ReadingOffer = ({ heading = 'Start with your free moon reading' }: { heading?: string }) => (
  <aside className="offer-panel" aria-label="Free moon reading">
    <h2>{heading}</h2>
    <p>
      Your Moon sign, the phase you were born under and the cycle the Moon is in now, in one personal reading. It takes about 2 minutes, and the practice it suggests takes
      about 5 minutes a day.
    </p>
    <Link className="button primary" to="/free-moon-reading">
      Get your free moon reading
    </Link>
  </aside>
);

export interface RelatedLink {
  to: string;
  label: string;
  text: string;
}

export const RelatedLinks = ({ links, heading = 'Keep exploring' }: { links: readonly RelatedLink[]; heading?: string }) => (
  <nav className="related-links" aria-label={heading}>
    <h2>{heading}</h2>
    <ul>
      {links.map(({ to, label, text }) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  </nav>
);

export const GUIDE_LINKS: readonly RelatedLink[] = [
  { to: '/manifestation', label: 'Manifestation with the Moon', text: 'Intentions at the new moon, review at the full moon.' },
  { to: '/manifestation-exercises', label: 'Manifestation exercises', text: 'One short exercise for each phase of the Moon.' },
  { to: '/law-of-attraction', label: 'The law of attraction', text: 'What it asks of you, without the hype.' },
  { to: '/moon-phases', label: 'The eight moon phases', text: 'What each phase is good for, and how to tell them apart.' },
  { to: '/moon-signs', label: 'The twelve moon signs', text: 'Your emotional nature and how you manifest.' },
  { to: '/tools/calculators/moon-sign-calculator', label: 'Moon sign calculator', text: 'Find your Moon sign, with an honest answer when the time is unknown.' },
];
