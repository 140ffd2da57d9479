import { Link, NavLink } from 'react-router';
import { BRAND_NAME, headerLinks } from '../navigation';

export const BrandMark = () => (
  <span className="brand-mark">
    <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
      <circle cx="16" cy="16" r="12" fill="currentColor" />
      <circle cx="21" cy="12" r="10.5" fill="var(--ink)" />
    </svg>
    <span>{BRAND_NAME}</span>
  </span>
);

export const SiteHeader = () => (
  <header className="site-header">
    <Link to="/" className="brand-link" aria-label={`${BRAND_NAME} home`}>
      <BrandMark />
    </Link>
    <nav aria-label="Main">
      <ul>
        {headerLinks.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} end={to === '/'}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  </header>
);
