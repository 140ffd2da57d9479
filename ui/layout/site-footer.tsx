import { Link } from 'react-router';
import { LEGAL_PAGES } from '../../domain/site';
import { BRAND_NAME, headerLinks } from '../navigation';
import { BrandMark } from './site-header';
import { SiteCredits } from './site-credits';

/** §2 "Footer": the header's links in the same order, without Moon Phases (it sits under Resources). */
const QUICK_LINKS = headerLinks.filter(({ to }) => to !== '/moon-phases');

const RESOURCES = [
  { to: '/moon-phases', label: 'Moon Phases' },
  { to: '/manifestation-exercises', label: 'Manifestation Exercises' },
  { to: '/zodiac-signs', label: 'Zodiac Signs' },
  { to: '/law-of-attraction', label: 'Law of Attraction' },
  { to: '/accuracy', label: 'Accuracy' },
  { to: '/contact', label: 'Support' },
] as const;

const SOCIAL = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.tiktok.com/', label: 'TikTok' },
] as const;

export const SiteFooter = ({ year }: { year: number }) => (
  <footer className="site-footer">
    <div className="footer-columns">
      <div>
        <BrandMark />
        <p className="footer-tagline">Moon cycles and manifestation, about 5 minutes a day.</p>
      </div>
      <nav aria-label="Quick links">
        <h2>Quick links</h2>
        <ul>
          {QUICK_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Resources">
        <h2>Resources</h2>
        <ul>
          {RESOURCES.map(({ to, label }) => (
            <li key={label}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
          <li>
            {/* A plain link: the sitemap is a server document, not a page of the app. */}
            <a href="/sitemap.xml">Sitemap</a>
          </li>
        </ul>
      </nav>
      <nav aria-label="Legal">
        <h2>Legal</h2>
        <ul>
          {LEGAL_PAGES.map(({ slug, title }) => (
            <li key={slug}>
              <Link to={`/legal/${slug}`}>{title}</Link>
            </li>
          ))}
          <li>
            <Link to="/your-data">Your data</Link>
          </li>
        </ul>
      </nav>
    </div>
    <div className="footer-bottom">
      <p>
        © {year} {BRAND_NAME}. All rights reserved.
      </p>
      <ul className="social-links" aria-label="Social media">
        {SOCIAL.map(({ href, label }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
    <SiteCredits />
  </footer>
);
