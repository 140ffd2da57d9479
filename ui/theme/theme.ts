/**
 * The colour scheme a visitor sees: the one they chose with the header's toggle, else their
 * system's. The choice is kept in localStorage under THEME_STORAGE_KEY and shown as
 * data-theme on the root element; public/theme.js applies it before the first paint, so it must
 * keep the same key and values (ADR 026).
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'moonwise-theme';
export const THEME_ATTRIBUTE = 'data-theme';

/** A stored or attribute value as a choice; anything else (missing, edited by hand) is no choice. */
export const parseTheme = (value: unknown): Theme | null => (value === 'light' || value === 'dark' ? value : null);

export const effectiveTheme = (chosen: Theme | null, systemPrefersDark: boolean): Theme => chosen ?? (systemPrefersDark ? 'dark' : 'light');

export const oppositeTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');
