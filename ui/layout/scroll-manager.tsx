import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a hash target that a lazily loaded page renders later. */
const HASH_WAIT_MS = 5_000;

/**
 * §2: every navigation starts at the top; a URL with a hash scrolls smoothly to the
 * element with that id once it exists (lazy pages render it a moment later). The page the app
 * opens on is left where it is: the browser placed it, and on a pre-rendered page the visitor
 * may have scrolled before the app arrived (a jump back to the top would also move what they
 * were about to tap).
 */
export const ScrollManager = () => {
  const { hash, key } = useLocation();
  // The location the effect last ran for: the same key again is the opening page's second run under StrictMode.
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const opening = lastKey.current === null || lastKey.current === key;
    lastKey.current = key;
    if (hash === '') {
      if (!opening) window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const scroll = (target: Element) => target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    const found = document.getElementById(id);
    if (found) {
      scroll(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (target) {
        observer.disconnect();
        scroll(target);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [hash, key]);
  return null;
};
