import { config } from 'zod/v4/core';

/**
 * Zod as the browser gets it (vite.config.ts points `zod` here): parsing without eval. Zod
 * compiles its object parsers with `new Function` where it may, and finds out by trying one on
 * its first parse; the site's content security policy forbids eval, so the try was reported as a
 * violation on every page that parsed an answer. It parses as well without. Set where zod is
 * loaded, so it holds for every module that parses, and zod stays out of the JavaScript every
 * page loads first.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
