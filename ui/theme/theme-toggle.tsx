import { useSyncExternalStore } from 'react';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY, effectiveTheme, oppositeTheme, parseTheme, type Theme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const currentTheme = (): Theme => effectiveTheme(parseTheme(document.documentElement.getAttribute(THEME_ATTRIBUTE)), window.matchMedia(DARK_QUERY).matches);

/** Changes of the system's scheme and of the root's data-theme (this tab's toggle, or another tab's through storage). */
const subscribe = (onChange: () => void): (() => void) => {
  const media = window.matchMedia(DARK_QUERY);
  const observer = new MutationObserver(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const chosen = parseTheme(event.newValue);
    if (chosen === null) document.documentElement.removeAttribute(THEME_ATTRIBUTE);
    else document.documentElement.setAttribute(THEME_ATTRIBUTE, chosen);
  };
  media.addEventListener('change', onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', onChange);
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
};

const choose = (theme: Theme): void => {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
};

/**
 * The header's 'Dark mode' switch. Pre-rendered pages do not know the visitor's scheme, so the
 * built HTML leaves aria-pressed out and hydration fills it in; the icon follows the scheme in CSS
 * from the first paint.
 */
export const ThemeToggle = () => {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => null);
  return (
    <button type="button" className="theme-toggle" aria-pressed={theme === null ? undefined : theme === 'dark'} title="Dark mode" onClick={() => choose(oppositeTheme(theme ?? currentTheme()))}>
      <svg className="theme-toggle__moon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <svg className="theme-toggle__sun" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Dark mode</span>
    </button>
  );
};
