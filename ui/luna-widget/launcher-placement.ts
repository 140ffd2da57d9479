import { useEffect, type RefObject } from 'react';

/**
 * Where the 'Chat with Luna' button may show (ADR 027). It floats bottom-right, but it never
 * sits over anything a visitor reads or taps: while a link, button, field or heading passes
 * under it, it steps aside (hidden), and it comes back as soon as the spot is clear. The page
 * keeps a gutter at its end (launcher.css), so the spot is always clear at the bottom of a page.
 */

/** What the launcher must never cover. */
export const COVERABLE_SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="option"], h1, h2, h3, h4, h5, h6';

/** The chat's own parts are not the page's content (a toast is: on a phone it sits in the page). */
const OWN_PARTS = '.luna-launcher, .luna-panel';

/** Pages where, on a phone, the button waits at the end of the page: forms and the order's pages, where it would only be in the way. */
export const HOLD_BACK_PATHS: readonly string[] = ['/free-moon-reading', '/checkout', '/sandbox-checkout', '/report-library', '/report-status', '/order-confirmation'];

/** The form on /free-moon-reading holds the button back; a reading there (a link's token) does not. */
export const holdsLauncherBack = (pathname: string, search: string): boolean =>
  HOLD_BACK_PATHS.includes(pathname) && !(pathname === '/free-moon-reading' && new URLSearchParams(search).has('token'));

/** The phone layout, as in the stylesheets (below 48rem). */
const PHONE_QUERY = '(max-width: 47.99rem)';

/** Room kept around the button, so a control that merely touches it counts as covered. */
const MARGIN_PX = 4;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Two boxes share an area (touching edges do not). */
export const boxesOverlap = (a: Box, b: Box): boolean => Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

const grown = (box: Box, by: number): Box => ({ left: box.left - by, top: box.top - by, right: box.right + by, bottom: box.bottom + by });

/** Whether any shown control or heading lies under the button's footprint. */
export const somethingUnder = (launcher: Element, doc: Document = document): boolean => {
  const footprint = grown(launcher.getBoundingClientRect(), MARGIN_PX);
  for (const element of doc.querySelectorAll(COVERABLE_SELECTOR)) {
    if (element.closest(OWN_PARTS)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !boxesOverlap(footprint, box)) continue;
    // jsdom has no checkVisibility: there, a box with an area is taken as shown.
    if (typeof element.checkVisibility !== 'function' || element.checkVisibility({ checkVisibilityCSS: true })) return true;
  }
  return false;
};

const atPageEnd = (): boolean => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;

/**
 * Keeps the button out of the way: `data-tucked` (hidden) while something is under it, or, on a
 * phone on a held-back page, until the visitor reaches the end of the page. Written on the
 * element directly, so scrolling re-renders nothing. A focused button always shows.
 */
export const useLauncherPlacement = (ref: RefObject<HTMLButtonElement | null>, holdBack: boolean): void => {
  useEffect(() => {
    const button = ref.current;
    if (button === null) return undefined;
    const phone = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
    let frame = 0;
    const place = () => {
      frame = 0;
      const focused = document.activeElement === button;
      const held = holdBack && phone?.matches === true && !atPageEnd();
      const tucked = !focused && (held || somethingUnder(button));
      button.toggleAttribute('data-tucked', tucked);
      button.setAttribute('data-placed', 'true');
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    sizes?.observe(document.documentElement);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    phone?.addEventListener('change', schedule);
    button.addEventListener('focus', place);
    button.addEventListener('blur', schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      changes.disconnect();
      sizes?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      phone?.removeEventListener('change', schedule);
      button.removeEventListener('focus', place);
      button.removeEventListener('blur', schedule);
    };
  }, [ref, holdBack]);
};
