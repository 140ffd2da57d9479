import { expect, test, type Page } from '@playwright/test';
import type { PendingReportEntry } from '../../domain/reports';
import type { SeedFile } from '../support/seeded-server';
import { useSeededServer } from './support/seeded-server-hooks';
import { log, openChat, say } from './support/luna-chat';

/**
 * Nothing covers anything (issue 25, ADR 027): the 'Chat with Luna' button and the report toasts
 * are measured against every shown link, button, field and heading while the page is scrolled
 * from top to end, at 390×844 and, for a few pages, 1280×800. Any shared area fails the test,
 * naming both parts and the scroll position. The pages run on a seeded server, so the library
 * holds reports and the toasts have something to say.
 */
const TOKEN = 'e2eOverlapLink_0123456789abcdefghijklmnopqr';
const PROFILE_ID = '5b6a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const PENDING_KEY = 'moonwise_pending_reports';

const SEED: SeedFile = {
  profiles: [{ id: PROFILE_ID, email: 'e2e.overlap@example.com', fullName: 'Ana Lune', tokens: [TOKEN] }],
  orders: [
    { profileId: PROFILE_ID, reportType: 'lunar', checkoutSessionId: 'cs_overlap_ready' },
    { profileId: PROFILE_ID, reportType: 'astrology', checkoutSessionId: 'cs_overlap_failed' },
  ],
  deliveries: [
    { profileId: PROFILE_ID, reportType: 'lunar', generationStatus: 'completed', reportUrl: '/test-lunar-report', checkoutSessionId: 'cs_overlap_ready' },
    { profileId: PROFILE_ID, reportType: 'astrology', generationStatus: 'failed', errorMessage: 'We hit a snag.', checkoutSessionId: 'cs_overlap_failed' },
  ],
};

const seeded = useSeededServer(SEED);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** What nothing may cover, and what floats over the page. */
const COVERABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="option"], h1, h2, h3, h4, h5, h6';
const FLOATING = '.luna-launcher, .report-toast';

/** Every shared area between a shown floating part and a shown control or heading in the viewport, described. */
const overlapsInView = (page: Page): Promise<string[]> =>
  page.evaluate(
    ({ coverable, floating }) => {
      const inView = (element: Element): DOMRect | null => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) return null;
        return element.checkVisibility({ checkVisibilityCSS: true }) ? box : null;
      };
      const name = (element: Element) => {
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> "${text}"`;
      };
      const found: string[] = [];
      for (const over of document.querySelectorAll(floating)) {
        const a = inView(over);
        if (a === null) continue;
        for (const under of document.querySelectorAll(coverable)) {
          if (over.contains(under) || under.closest('.luna-panel')) continue;
          // Toasts are one stack: a toast's neighbour is not the page.
          if (over.matches('.report-toast') && under.closest('.report-toast')) continue;
          const b = inView(under);
          if (b === null) continue;
          const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (width > 0 && height > 0) found.push(`${name(over)} covers ${name(under)} by ${Math.round(width)}×${Math.round(height)} px at scrollY ${Math.round(window.scrollY)}`);
        }
      }
      return found;
    },
    { coverable: COVERABLE, floating: FLOATING },
  );

/** Two frames: scroll events, the button's placement (run in the next frame) and layout have all happened. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Scrolls from the top to the end in steps of a third of the screen, collecting every overlap on the way. */
const sweep = async (page: Page): Promise<string[]> => {
  const found: string[] = [];
  await page.evaluate(() => window.scrollTo(0, 0));
  for (;;) {
    await nextFrames(page);
    found.push(...(await overlapsInView(page)));
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight / 3));
      return window.scrollY === before;
    });
    if (atEnd) return found;
  }
};

/** The page has hydrated and the button has been placed for what is on it. */
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('.luna-launcher[data-ready][data-placed]').waitFor({ state: 'attached' });
};

/** The sweep finds nothing covered, and at the end of the page the button is there to tap. */
const expectNothingCovered = async (page: Page) => {
  expect(await sweep(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Chat with Luna' })).toBeVisible();
};

const reports = (page: Page) => page.getByRole('region', { name: 'Report notifications' }).getByRole('listitem');

const entry = (id: string, reportType: PendingReportEntry['reportType'], sessionId: string): PendingReportEntry => ({ id, profileId: PROFILE_ID, sessionId, reportType, token: TOKEN });

/** A ready lunar report and a failed astrology one, as trackPendingReport leaves them; their toasts show on the home page. */
const withToasts = async (page: Page) => {
  await page.goto(`${seeded.baseUrl}/`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [PENDING_KEY, JSON.stringify([entry('order-ready', 'lunar', 'cs_overlap_ready'), entry('order-failed', 'astrology', 'cs_overlap_failed')])] as const);
  await page.reload();
  await expect(reports(page)).toHaveCount(2);
};

const completeQuiz = async (page: Page) => {
  const groups = page.getByRole('group');
  await expect(groups).toHaveCount(7);
  for (let index = 0; index < 7; index += 1) await groups.nth(index).locator('label').nth(2).click();
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
};

test.describe('at 390×844, nothing covers a link, button, field or heading', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const path of ['/', '/moon-signs', '/moon-signs/aries', '/blog', '/blog/beginners-corner/law-of-attraction-for-beginners', '/app', '/free-moon-reading', `/checkout?report=lunar&token=${TOKEN}`, '/no-such-page-here']) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(`${seeded.baseUrl}${path}`);
      await settled(page);
      await expectNothingCovered(page);
    });
  }

  test('on the quiz result', async ({ page }) => {
    await page.goto(`${seeded.baseUrl}/tools/quizzes/manifestation-readiness-quiz`);
    await settled(page);
    await completeQuiz(page);
    await expectNothingCovered(page);
  });

  test('on the form while the place list is open, and its button stays free to tap', async ({ page }) => {
    await page.goto(`${seeded.baseUrl}/free-moon-reading`);
    await settled(page);
    const place = page.getByRole('combobox', { name: 'Birth place' });
    await place.fill('Lisb');
    await expect(page.getByRole('option', { name: 'Lisbon, Portugal', exact: true })).toBeVisible();
    const reveal = page.getByRole('button', { name: 'Reveal my moon reading' });
    await reveal.scrollIntoViewIfNeeded();
    await nextFrames(page);
    expect(await overlapsInView(page)).toEqual([]);
    // The centre of the button is the button: what a tap there reaches.
    const box = await reveal.boundingBox();
    expect(box).not.toBeNull();
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 });
    expect(hit).toContain('Reveal my moon reading');
    expect(await overlapsInView(page)).toEqual([]);
  });

  test('with report toasts on the home page, and on the library, where the ready toast is not shown', async ({ page }) => {
    await withToasts(page);
    await expectNothingCovered(page);

    await reports(page).filter({ hasText: 'Lunar Report ready' }).getByRole('link', { name: 'Open report library' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your report library');
    const download = page.getByRole('link', { name: /Download PDF/ }).first();
    await expect(download).toBeVisible();
    // The library is where 'Open report library' leads: that toast is gone; the failed report's stays.
    await expect(reports(page)).toHaveCount(1);
    await expect(reports(page).first()).toContainText('Astrology Report failed');
    await expectNothingCovered(page);

    // Straight to the library: the ready report's toast is not shown there either.
    await page.evaluate((key) => window.localStorage.removeItem(key), 'moonwise_report_notifications');
    await withToasts(page);
    await page.goto(`${seeded.baseUrl}/report-library?token=${TOKEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your report library');
    await expect(reports(page)).toHaveCount(1);
    await expect(page.getByText('Lunar Report ready')).toHaveCount(0);
    await expectNothingCovered(page);
  });

  test('after each confirmation question, the Yes and No buttons show whole above the text box', async ({ page }) => {
    test.setTimeout(120_000);
    await chatToTheConfirmations(page, 3);
  });
});

/**
 * Talks with Luna up to her confirmation questions (email, birth date, birth place) and checks
 * the first `questions` of them: the Yes and No buttons show whole, then Yes moves on.
 */
const chatToTheConfirmations = async (page: Page, questions: number) => {
  await page.goto(`${seeded.baseUrl}/moon-phases`);
  await settled(page);
  const panel = await openChat(page);
  await expect(log(page).getByText('Hi, I’m Luna, your moon guide.')).toBeVisible({ timeout: 10_000 });
  await say(page, 'I want more abundance');
  await expect(log(page).getByText('What’s your first name?')).toBeVisible({ timeout: 15_000 });
  await say(page, 'Ana');
  await expect(log(page).getByText(/What’s your birth date\?/)).toBeVisible({ timeout: 15_000 });
  await say(page, 'I was born on 14 March 1990 in Lisbon');
  await expect(log(page).getByText(/what email should I send your reading to\?/)).toBeVisible({ timeout: 15_000 });
  await say(page, `ana.overlap.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
  for (const question of [/the right email for your reading\?/, /Were you born on March 14, 1990\?/, /Were you born in Lisbon, Portugal\?/].slice(0, questions)) {
    await expect(log(page).getByText(question)).toBeVisible({ timeout: 15_000 });
    await expectRepliesWhole(page, ['Yes', 'No']);
    await panel.getByRole('button', { name: 'Yes', exact: true }).click();
  }
};

/** Each quick reply lies wholly inside the message list's visible box (so not under the text box). */
const expectRepliesWhole = async (page: Page, labels: string[]) => {
  const list = log(page);
  for (const label of labels) {
    const reply = list.getByRole('button', { name: label, exact: true });
    await expect(reply).toBeVisible();
    // The list settles at its end once the reply has appeared (word by word) and its buttons with it.
    await expect
      .poll(async () => {
        const [box, frame] = await Promise.all([reply.boundingBox(), list.boundingBox()]);
        if (box === null || frame === null) return `${label}: not drawn`;
        const inside = box.y >= frame.y - 0.5 && box.y + box.height <= frame.y + frame.height + 0.5 && box.x >= frame.x - 0.5 && box.x + box.width <= frame.x + frame.width + 0.5;
        return inside ? 'whole' : `${label}: ${Math.round(box.y)}–${Math.round(box.y + box.height)} outside ${Math.round(frame.y)}–${Math.round(frame.y + frame.height)}`;
      })
      .toBe('whole');
  }
};

test.describe('at 1280×800, nothing covers a link, button, field or heading', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: DESKTOP });

  for (const path of ['/', '/no-such-page-here', `/checkout?report=lunar&token=${TOKEN}`, '/free-moon-reading']) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(`${seeded.baseUrl}${path}`);
      await settled(page);
      await expectNothingCovered(page);
    });
  }

  test('with report toasts (in the page below 110rem), on the home page and the library', async ({ page }) => {
    await withToasts(page);
    await expectNothingCovered(page);
    await page.goto(`${seeded.baseUrl}/report-library?token=${TOKEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your report library');
    await expect(reports(page)).toHaveCount(1);
    await expectNothingCovered(page);
  });

  test('after each confirmation question, the Yes and No buttons show whole above the text box', async ({ page }) => {
    test.setTimeout(120_000);
    await chatToTheConfirmations(page, 3);
  });
});
