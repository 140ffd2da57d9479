import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { SITE_PAGES } from '../../domain/site';
import { E2E_DIAGNOSTIC_ID } from '../browser';
import { watchConsoleErrors } from './support/console-errors';
import { fillForm, reveal, reviewStep, submitForm } from './support/reading-form';

/**
 * Every route of the site (§2) checked with axe-core (WCAG 2 A/AA and best practices) at
 * 1280 px and 360 px, screenshotted at both widths, and never scrolling sideways at 360 px.
 * The screenshots are attached to the report and kept under .test-reports/screenshots.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const WIDTHS = [1280, 360] as const;
const SCREENSHOT_DIR = path.join('.test-reports', 'screenshots');

interface Route {
  name: string;
  path: string;
}

const routeName = (pathname: string): string => (pathname === '/' ? 'home' : pathname.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-'));

/** An article address: /blog/{category}/{slug}. Articles share one template, so one of them stands for all. */
const isArticle = (pathname: string): boolean => /^\/blog\/[^/]+\/[^/]+$/.test(pathname);
const sampleArticle = SITE_PAGES.find(({ path: pathname }) => isArticle(pathname));

/**
 * The table's pages (every phase, sign, legal page, blog category and tool), one blog article,
 * the hidden diagnostic page and the not-found page.
 */
const ROUTES: Route[] = [
  ...SITE_PAGES.filter(({ path: pathname }) => !isArticle(pathname) || pathname === sampleArticle?.path).map(({ path: pathname }) => ({
    name: routeName(pathname),
    path: pathname,
  })),
  { name: 'diagnostic', path: `/diagnostic/${E2E_DIAGNOSTIC_ID}` },
  { name: 'not-found', path: '/no/such/page' },
];

/** The page has its heading, its fonts and its lazily loaded parts, and nothing is still loading. */
const settled = async (page: Page): Promise<void> => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.today-moon-loading, [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^(Checking…|Loading a question…|Loading your moon reading data\.\.\.)$/)).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
};

/** axe's violations as lines a reader can act on: rule, impact, help, and each offending node with its summary. */
const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string =>
  violations
    .map((violation) =>
      [
        `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`),
      ].join('\n'),
    )
    .join('\n\n');

const expectNoAxeViolations = async (page: Page, testInfo: TestInfo, label: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  if (results.violations.length > 0) {
    await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  }
  // Soft, so the screenshots and the width check still run and one run shows everything to fix.
  expect.soft(results.violations.map(({ id }) => id), `axe violations at ${label}:\n${describeViolations(results.violations)}`).toEqual([]);
};

const screenshot = async (page: Page, testInfo: TestInfo, name: string, width: number): Promise<void> => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  const body = await page.screenshot({ fullPage: true, path: file, animations: 'disabled' });
  await testInfo.attach(`${name}-${width}.png`, { body, contentType: 'image/png' });
};

const expectNoSidewaysScroll = async (page: Page, width: number): Promise<void> => {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth, `the page is ${scrollWidth} px wide at a ${width} px viewport`).toBeLessThanOrEqual(width);
};

/**
 * On one loaded page: axe once (at the first width; the pages change layout, not content, with
 * the width, and axe is the slow part), then a screenshot at each width and no sideways
 * scrolling at 360 px.
 */
const checkAtEveryWidth = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    if (index === 0) await expectNoAxeViolations(page, testInfo, `${name} at ${width} px`);
    if (width === 360) await expectNoSidewaysScroll(page, width);
    await screenshot(page, testInfo, name, width);
  }
};

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} has no axe violations and fits 360 px`, async ({ page }, testInfo) => {
      // The not-found page's own 404 is the server's honest answer, which Chromium also logs.
      const errors = watchConsoleErrors(page, (message) => route.name === 'not-found' && new URL(message.location().url).pathname === route.path && message.text().includes('404'));
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(route.path);
      await checkAtEveryWidth(page, testInfo, route.name);
      expect(errors).toEqual([]);
    });
  }
});

/**
 * The key pages again in the night colour scheme (issue 25): the table's run above is the day
 * scheme (Playwright's default), so together axe, colour contrast included, sees both.
 */
const KEY_PAGES = [
  '/',
  '/free-moon-reading',
  '/app',
  '/moon-signs/aries',
  '/moon-phases/full-moon',
  '/manifestation',
  '/blog',
  ...(sampleArticle ? [sampleArticle.path] : []),
  '/checkout',
  '/report-library',
  '/contact',
  '/tools/calculators/moon-sign-calculator',
  '/tools/quizzes/manifestation-readiness-quiz',
  '/no/such/page',
];

test.describe('the night scheme', () => {
  for (const pagePath of KEY_PAGES) {
    test(`${pagePath} has no axe violations in the dark colour scheme`, async ({ page }, testInfo) => {
      // An unknown address's 404 is the server's honest answer, which Chromium also logs.
      const errors = watchConsoleErrors(page, (message) => pagePath === '/no/such/page' && new URL(message.location().url).pathname === pagePath && message.text().includes('404'));
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(pagePath);
      await settled(page);
      await expectNoAxeViolations(page, testInfo, `${pagePath} in the dark scheme`);
      expect(errors).toEqual([]);
    });
  }

  test('the open phone menu has no axe violations in either scheme', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/moon-phases');
    await settled(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, testInfo, 'the open phone menu in the light scheme');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, testInfo, 'the open phone menu in the dark scheme');
  });
});

test.describe('keyboard focus', () => {
  test('the skip link comes first, and focus rings show on the dark header', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Tab');
    const brand = page.getByRole('link', { name: 'Moonwise home' });
    await expect(brand).toBeFocused();
    // The Moon's colour (#f4e7c3), not the accent, which is too dark on the night-sky header.
    await expect(brand).toHaveCSS('outline-color', 'rgb(244, 231, 195)');
    await expect(brand).toHaveCSS('outline-style', 'solid');
  });
});

test.describe('interactive states', () => {
  test('the free reading form after a failed submit, its errors shown', async ({ page }, testInfo) => {
    await page.goto('/free-moon-reading');
    await settled(page);
    await page.getByRole('button', { name: 'Reveal my moon reading' }).click();
    await expect(page.locator('.fr-error').first()).toBeVisible();
    await checkAtEveryWidth(page, testInfo, 'free-moon-reading-errors');
  });

  test('the review step, Is this right?, with the three facts to confirm or edit', async ({ page }, testInfo) => {
    await page.goto('/free-moon-reading');
    await settled(page);
    await fillForm(page, { email: `a11y.review.${Date.now()}@example.com` });
    await submitForm(page);
    await expect(reviewStep(page).getByRole('heading', { name: 'Is this right?' })).toBeFocused();
    await checkAtEveryWidth(page, testInfo, 'free-moon-reading-review');
  });

  test('a reading, shown in viewing mode after the form succeeds', async ({ page }, testInfo) => {
    await page.goto('/free-moon-reading');
    await settled(page);
    await fillForm(page, { email: `a11y.${Date.now()}@example.com` });
    await reveal(page);
    await expect(page).toHaveURL(/\/free-moon-reading\?token=/);
    await expect(page.getByRole('list', { name: 'Your signs' })).toBeVisible();
    await checkAtEveryWidth(page, testInfo, 'free-moon-reading-viewing');
  });

  test('the readiness quiz result', async ({ page }, testInfo) => {
    await page.goto('/tools/quizzes/manifestation-readiness-quiz');
    await settled(page);
    const groups = page.getByRole('group');
    await expect(groups).toHaveCount(7);
    // The answers are cards: the label covers its radio, so the visitor clicks the label.
    for (let index = 0; index < 7; index += 1) await groups.nth(index).locator('label').nth(1).click();
    await expect(page.getByText('7 of 7 answered')).toBeVisible();
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
    await checkAtEveryWidth(page, testInfo, 'quiz-result');
  });

  test('the moon sign calculator result', async ({ page }, testInfo) => {
    await page.goto('/tools/calculators/moon-sign-calculator');
    await settled(page);
    await page.getByLabel('Birth date').fill('1990-03-07');
    await page.getByRole('combobox', { name: 'Birth place' }).fill('Lisbon');
    await page.getByRole('option', { name: 'Lisbon, Portugal', exact: true }).click();
    await page.getByRole('button', { name: 'Find my Moon sign' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Your Moon was in / })).toBeVisible();
    await checkAtEveryWidth(page, testInfo, 'calculator-result');
  });

  test('the place suggestions open in the calculator', async ({ page }, testInfo) => {
    await page.goto('/tools/calculators/moon-sign-calculator');
    await settled(page);
    await page.getByRole('combobox', { name: 'Birth place' }).fill('Lisbon');
    await expect(page.getByRole('option', { name: 'Lisbon, Portugal', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'calculator place suggestions');
  });
});
