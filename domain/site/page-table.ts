import { MOON_PHASES, ZODIAC_SIGNS, type MoonPhase, type ZodiacSign } from '../sky';
import { withoutTrailing } from '../kernel';
import { ACCURACY } from './policies';

/**
 * Every page of the site (§2) but the blog's articles, as data. Kept apart from the article
 * index (site-pages.ts joins the two) so the layout, which every page loads first, knows each
 * page's chrome and head without carrying every article's title and description.
 */

/** §2: most pages show header and footer; articles, report-status and legal pages only the header; the diagnostic page neither. */
export type PageChrome = 'header-and-footer' | 'header-only' | 'none';

export interface SitePage {
  path: string;
  title: string;
  description: string;
  chrome: PageChrome;
  /** Listed in the sitemaps (utility and private pages are not). */
  listed: boolean;
  /** Groups pages in /sitemap-html. */
  section: 'Main' | 'Moon phases' | 'Moon signs' | 'Zodiac signs' | 'Tools' | 'Blog' | 'Reports' | 'Legal' | 'Utility';
}

export const SITE_DESCRIPTION =
  'Combine the rhythm of the lunar cycle with simple manifestation habits: a free personalised moon reading, moon phases, moon signs and guidance.';

const titleCase = (slug: string): string =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export const phaseName = (phase: MoonPhase): string => titleCase(phase);
export const signName = (sign: ZodiacSign): string => titleCase(sign);

export const page = (path: string, title: string, description: string, extra: Partial<SitePage> = {}): SitePage => ({
  path,
  title,
  description,
  chrome: 'header-and-footer',
  listed: true,
  section: 'Main',
  ...extra,
});

export const BLOG_CATEGORIES = [
  { slug: 'manifestation-mastery', title: 'Manifestation Mastery' },
  { slug: 'moon-wisdom', title: 'Moon Wisdom' },
  { slug: 'love-relationships', title: 'Love & Relationships' },
  { slug: 'money-abundance', title: 'Money & Abundance' },
  { slug: 'beginners-corner', title: 'Beginners Corner' },
] as const;

export const LEGAL_PAGES = [
  { slug: 'terms-and-conditions', title: 'Terms and Conditions' },
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'cookie-policy', title: 'Cookie Policy' },
  { slug: 'disclaimer', title: 'Disclaimer' },
] as const;

/** The pages listed before the blog's articles in the site table. */
export const PAGES_BEFORE_ARTICLES: readonly SitePage[] = [
  page('/', 'Moon cycles and manifestation', SITE_DESCRIPTION),
  page('/free-moon-reading', 'Your free moon reading', 'Your Moon sign, the phase you were born under and your current lunar cycle, personalised in about 2 minutes.'),
  page('/app', 'The app', 'Five minutes a day with the Moon: daily phase guidance and intention prompts.'),
  page('/contact', 'Contact us', 'Questions, feedback or help with your reading: write to us.'),
  page('/manifestation', 'Manifestation', 'How manifestation works with the lunar cycle: intentions at the new moon, review at the full moon.'),
  page('/manifestation-exercises', 'Manifestation exercises', 'Short exercises for each phase of the Moon: scripting, gratitude, release and visualisation.'),
  page('/law-of-attraction', 'The law of attraction', 'What the law of attraction asks of you, and how the Moon gives it a steady rhythm.'),
  page('/how-we-calculate', 'How we calculate', 'How Moonwise reads the Moon: the rules for signs and phases, birth times and places, and how the sky is drawn.'),
  page(ACCURACY.path, ACCURACY.pageTitle, 'Moonwise’s positions, houses, new and full moons and eclipses measured against the Swiss Ephemeris, and how to read the figures.'),
  page('/moon-phases', 'The eight moon phases', 'The eight phases of the Moon, what each one is good for, and how phases are named.', { section: 'Moon phases' }),
  ...MOON_PHASES.map((phase) =>
    page(`/moon-phases/${phase}`, `${phaseName(phase)}: meaning and practice`, `What the ${phaseName(phase)} means and how to work with it.`, { section: 'Moon phases' }),
  ),
  page('/moon-signs', 'The twelve moon signs', 'What your Moon sign says about your emotional nature and how you manifest.', { section: 'Moon signs' }),
  ...ZODIAC_SIGNS.map((sign) =>
    page(`/moon-signs/${sign}`, `Moon in ${signName(sign)}`, `The Moon in ${signName(sign)}: needs, strengths and manifestation style.`, { section: 'Moon signs' }),
  ),
  page('/zodiac-signs', 'The twelve zodiac signs', 'The twelve signs of the zodiac as Sun signs: element, mode and what each reaches for.', { section: 'Zodiac signs' }),
  ...ZODIAC_SIGNS.map((sign) =>
    page(`/zodiac-signs/${sign}`, signName(sign), `${signName(sign)} as a Sun sign: element, mode and what it reaches for.`, { section: 'Zodiac signs' }),
  ),
  page('/tools/calculators/moon-sign-calculator', 'Moon sign calculator', 'Find the sign and phase of the Moon when you were born, with an honest answer when the time is unknown.', {
    section: 'Tools',
  }),
  page('/tools/quizzes/manifestation-readiness-quiz', 'Manifestation readiness quiz', 'A short quiz on where you stand with manifestation, and what to do next.', {
    section: 'Tools',
  }),
  page('/blog', 'Blog', 'Articles on manifestation, moon wisdom, love, money and first steps.', { section: 'Blog' }),
  ...BLOG_CATEGORIES.map(({ slug, title }) => page(`/blog/${slug}`, title, `${title}: articles from the blog.`, { section: 'Blog' })),
];

/** The pages listed after the blog's articles in the site table. */
export const PAGES_AFTER_ARTICLES: readonly SitePage[] = [
  page('/report-library', 'Your report library', 'The reports you have ordered.', { section: 'Reports', listed: false }),
  page('/report-status', 'Report status', 'Where your report is.', { section: 'Reports', listed: false, chrome: 'header-only' }),
  page('/checkout', 'Checkout', 'Order a lunar report or astrology guide.', { section: 'Reports', listed: false }),
  page('/sandbox-checkout', 'Test mode checkout', 'The test-mode payment page: no money moves.', { section: 'Reports', listed: false, chrome: 'header-only' }),
  page('/order-confirmation', 'Order confirmed', 'Thank you for your order.', { section: 'Reports', listed: false }),
  page('/free-moon-reading/upgrade-click', 'Upgrade', 'The full report.', { listed: false, section: 'Reports' }),
  ...LEGAL_PAGES.map(({ slug, title }) => page(`/legal/${slug}`, title, `${title} of this site.`, { section: 'Legal', chrome: 'header-only' })),
  page('/your-data', 'Your data', 'Download a copy of what we hold about you, or delete it.', { section: 'Legal', listed: false }),
  page('/sitemap-html', 'Sitemap', 'Every page of the site.', { section: 'Utility' }),
  page('/test-lunar-report', 'Sample lunar report', 'A sample of the lunar report.', { section: 'Utility', listed: false }),
];

const byPath = new Map([...PAGES_BEFORE_ARTICLES, ...PAGES_AFTER_ARTICLES].map((entry) => [entry.path, entry]));

/**
 * The page a path shows (trailing slash ignored), or undefined for a path the site does not have
 * and for an article (an article's page gives its own title and description).
 */
export const sitePageOtherThanArticle = (path: string): SitePage | undefined => byPath.get(path.length > 1 ? withoutTrailing(path, '/') : path);

/**
 * Stands for the site's public address in pre-rendered pages (canonical links, JSON-LD); the
 * server replaces it with PUBLIC_SITE_URL when it sends a page.
 */
export const SITE_URL_PLACEHOLDER = '%MOONWISE_SITE_URL%';

/** The diagnostic page shows neither header nor footer (§2). */
export const DIAGNOSTIC_PREFIX = '/diagnostic/';

export const chromeFor = (path: string): PageChrome => {
  if (path.startsWith(DIAGNOSTIC_PREFIX)) return 'none';
  if (/^\/blog\/[^/]+\/[^/]+/.test(path)) return 'header-only';
  return sitePageOtherThanArticle(path)?.chrome ?? 'header-and-footer';
};
