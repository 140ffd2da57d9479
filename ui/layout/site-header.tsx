import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ThemeToggle } from '../theme/theme-toggle';
import { BRAND_NAME, headerLinks } from '../navigation';
import { cycledIndex } from './focus-cycle';

export const BrandMark = () => (
  <span className="brand-mark">
    <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
      <circle cx="16" cy="16" r="12" fill="currentColor" />
      <circle cx="21" cy="12" r="10.5" fill="var(--night)" />
    </svg>
    <span>{BRAND_NAME}</span>
  </span>
);

const MENU_ID = 'site-menu';

/**
 * The header: the brand, the main links and the colour scheme switch. Below 48rem the links fold
 * behind a 'Menu' button (CSS decides; the button only shows there): open, the menu keeps focus
 * (Tab and Shift+Tab cycle through the button and the links), Escape closes it and returns focus
 * to the button, and it closes when a link is chosen or the page changes.
 */
export const SiteHeader = () => {
  const { pathname } = useLocation();
  // Open on the page where it was opened: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // A tap outside the menu closes it, as a visitor expects of a pop-up.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || navRef.current === null) return;
    const controls = [...navRef.current.querySelectorAll<HTMLElement>('button, a[href]')];
    const next = controls[cycledIndex(controls.indexOf(document.activeElement as HTMLElement), controls.length, event.shiftKey)];
    if (next === undefined) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <header className="site-header">
      <Link to="/" className="brand-link" aria-label={`${BRAND_NAME} home`}>
        <BrandMark />
      </Link>
      <nav aria-label="Main" ref={navRef} onKeyDown={onKeyDown} data-open={open || undefined}>
        <button
          ref={buttonRef}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>Menu</span>
        </button>
        <ul id={MENU_ID}>
          {headerLinks.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} end={to === '/'} onClick={() => setOpenOn(null)}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ThemeToggle />
    </header>
  );
};
