import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a hash target that a lazily loaded page renders later. */
const HASH_WAIT_MS = 5_000;

/**
 * SPEC §2: every navigation starts at the top; a URL with a hash scrolls smoothly to the
 * element with that id once it exists (lazy pages render it a moment later).
 */
export const ScrollManager = () => {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash === '') {
      window.scrollTo({ top: 0, left: 0 });
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
  }, [pathname, hash]);
  return null;
};
