import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FALLBACK, log, openChat, say, WELCOME } from './support/luna-chat';

const trackConsoleErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test.describe('the Luna chat widget', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new visitor chats from the welcome to a reading, and the link opens the matching reading', async ({ page }, testInfo) => {
    // An address of this visitor's own: a repeat of this test on one server would otherwise be a stranger to the first one's reading.
    const email = `ana.${testInfo.repeatEachIndex}.${testInfo.retry}.${Date.now()}@example.com`;
    const errors = trackConsoleErrors(page);
    await page.goto('/moon-phases');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const panel = await openChat(page);
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(log(page).getByText(WELCOME)).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByRole('button', { name: 'Get my free moon reading' })).toBeVisible();

    await say(page, 'I feel stuck in my career and want more abundance');
    await expect(log(page).getByText('I feel stuck in my career and want more abundance')).toBeVisible();
    await expect(log(page).getByText('What’s your first name?')).toBeVisible({ timeout: 15_000 });
    // A later message hides the welcome's quick replies.
    await expect(panel.getByRole('button', { name: 'Get my free moon reading' })).toHaveCount(0);

    await say(page, 'Ana');
    await expect(log(page).getByText(/What’s your birth date\?/)).toBeVisible({ timeout: 15_000 });
    await say(page, 'I was born on 14 March 1990 in Lisbon');
    await expect(log(page).getByText(/what email should I send your reading to\?/)).toBeVisible({ timeout: 15_000 });
    await say(page, email);
    await expect(log(page).getByText(`Is ${email} the right email for your reading?`, { exact: false })).toBeVisible({ timeout: 15_000 });
    for (const question of [/Were you born on March 14, 1990\?/, /Were you born in Lisbon, Portugal\?/]) {
      await panel.getByRole('button', { name: 'Yes', exact: true }).click();
      await expect(log(page).getByText(question)).toBeVisible({ timeout: 15_000 });
    }
    await panel.getByRole('button', { name: 'Yes', exact: true }).click();
    const readingLink = panel.getByRole('link', { name: 'Open your moon reading' });
    await expect(readingLink).toBeVisible({ timeout: 20_000 });
    await expect(log(page).getByText('Your personalized moon reading is ready!')).toBeVisible();
    // The follow-up drops the 'Tap [here]' line: the button replaces it.
    await expect(log(page).getByText(/^Tap /)).toHaveCount(0);

    const href = await readingLink.getAttribute('href');
    expect(href).toMatch(/^\/free-moon-reading\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(href ?? '', 'http://x').searchParams.get('token') ?? '';
    const lookup = await page.request.get(`/functions/v1/get-profile-by-token?token=${token}`, {
      headers: { apikey: 'moonwise-embedded-public-key', authorization: 'Bearer moonwise-embedded-public-key' },
    });
    const { profile } = (await lookup.json()) as { profile: { moon_sign: string; first_name: string } };
    expect(profile.first_name).toBe('Ana');
    await readingLink.click();
    await expect(page).toHaveURL(/\/free-moon-reading\?token=/);
    const sign = profile.moon_sign.charAt(0).toUpperCase() + profile.moon_sign.slice(1);
    await expect(page.getByRole('main').getByText(new RegExp(sign)).first()).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('the resize handle works by keyboard and mouse, and the height survives a reload', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const panel = await openChat(page);
    const handle = panel.getByRole('separator', { name: 'Resize chat' });
    await expect(handle).toHaveAttribute('aria-valuenow', '520');
    await expect(handle).toHaveAttribute('aria-valuemax', '804');
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(handle).toHaveAttribute('aria-valuenow', '568');
    await page.keyboard.press('ArrowDown');
    await expect(handle).toHaveAttribute('aria-valuenow', '544');
    expect(Math.round((await panel.boundingBox())?.height ?? 0)).toBe(544);

    const box = await handle.boundingBox();
    if (!box) throw new Error('the resize handle has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 100, { steps: 5 });
    await page.mouse.up();
    await expect(handle).toHaveAttribute('aria-valuenow', '644');
    // Dragging far beyond the window stops at window height minus 96.
    const top = await handle.boundingBox();
    await page.mouse.move((top?.x ?? 0) + 10, (top?.y ?? 0) + 5);
    await page.mouse.down();
    await page.mouse.move((top?.x ?? 0) + 10, -400, { steps: 5 });
    await page.mouse.up();
    await expect(handle).toHaveAttribute('aria-valuenow', '804');
    await page.keyboard.press('ArrowDown');
    await page.reload();
    const reopened = await openChat(page);
    await expect(reopened.getByRole('separator', { name: 'Resize chat' })).toHaveAttribute('aria-valuenow', /^(780|804)$/);
    expect(errors).toEqual([]);
  });

  test('closing with Escape minimises the chat, and the choice persists across reloads until the chat is opened again', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    // The flag is written as the machine acts on the close: wait for it rather than read it once.
    const minimisedFlag = () => page.evaluate(() => window.localStorage.getItem('luna_chat_minimized'));
    await page.goto('/manifestation');
    await openChat(page);
    await page.keyboard.press('Escape');
    const button = page.getByRole('button', { name: 'Chat with Luna' });
    await expect(button).toBeFocused();
    await expect.poll(minimisedFlag).toBe('true');
    await page.reload();
    // A reload on a loaded 2-core CI machine can take longer than the default 5 s.
    await expect(button).toBeVisible({ timeout: 15_000 });
    await expect.poll(minimisedFlag).toBe('true');
    await openChat(page);
    await expect.poll(minimisedFlag).toBeNull();
    expect(errors).toEqual([]);
  });

  test('slash commands are answered by the server: /status, /help and /reset', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/');
    await openChat(page);
    await expect(log(page).getByText(WELCOME)).toBeVisible({ timeout: 10_000 });
    await say(page, '/status');
    await expect(log(page).getByText("I don't have any details stored yet. Share your birth date, location, and email when you're ready.")).toBeVisible();
    await say(page, '/help');
    await expect(log(page).getByText('Here are the commands you can use:')).toBeVisible();
    await expect(log(page).getByText('/reset: start our conversation afresh')).toBeVisible();
    await say(page, 'I was born on 14 March 1990 in Lisbon');
    await expect(log(page).getByText(/born in Lisbon, Portugal/)).toBeVisible({ timeout: 15_000 });
    await say(page, '/status');
    await expect(log(page).getByText(/Coordinates: 38\.\d{4}, -9\.\d{4}/)).toBeVisible();
    await say(page, '/reset');
    await expect(log(page).getByText("Let's begin anew. What's on your mind today?")).toBeVisible({ timeout: 10_000 });
    await say(page, '/status');
    await expect(log(page).getByText("I don't have any details stored yet. Share your birth date, location, and email when you're ready.").last()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a backend outage mid-conversation shows the fallback and the chat keeps working locally', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/');
    const panel = await openChat(page);
    await expect(log(page).getByText(WELCOME)).toBeVisible({ timeout: 10_000 });
    await say(page, 'I want to feel calmer at work');
    await expect(log(page).getByText('What’s your first name?')).toBeVisible({ timeout: 15_000 });
    await page.route('**/functions/v1/luna-chat-assistant', (route) => route.abort('connectionrefused'));
    await say(page, 'Maya');
    await expect(log(page).getByText(FALLBACK)).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await say(page, '/help');
    await expect(log(page).getByText('Here are the commands you can use:')).toBeVisible();
    await say(page, 'Are you still there?');
    await expect(log(page).getByText(FALLBACK)).toHaveCount(2);
    await page.unroute('**/functions/v1/luna-chat-assistant');
    await say(page, 'Maya');
    await expect(log(page).getByText(/Maya/).last()).toBeVisible();
    await expect(log(page).getByText(/Lovely to meet you, Maya/)).toBeVisible({ timeout: 15_000 });
    // The aborted requests are the only failures the browser reports.
    expect(errors.filter((text) => !text.includes('net::ERR_CONNECTION_REFUSED') && !text.includes('Failed to load resource'))).toEqual([]);
  });

  test('offline, the connection message carries Try again, which sends the message once the browser is back online', async ({ page, context }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/');
    const panel = await openChat(page);
    await expect(log(page).getByText(WELCOME)).toBeVisible({ timeout: 10_000 });
    await context.setOffline(true);
    await say(page, 'I want to feel calmer at work');
    await expect(log(page).getByText(FALLBACK)).toBeVisible({ timeout: 10_000 });
    const retry = panel.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await expect(retry).toBeInViewport({ ratio: 1 });
    await context.setOffline(false);
    await retry.click();
    await expect(log(page).getByText('What’s your first name?')).toBeVisible({ timeout: 15_000 });
    await expect(retry).toHaveCount(0);
    // The offline send is the only failure the browser reports.
    expect(errors.filter((text) => !text.includes('net::ERR_INTERNET_DISCONNECTED') && !text.includes('Failed to load resource') && !text.includes('Failed to fetch'))).toEqual([]);
  });

  test('an agent authentication failure falls back to luna-chat, and the exchange stays after later replies (§7)', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await expect(log(page).getByText(WELCOME)).toBeVisible({ timeout: 10_000 });
    await say(page, 'I want to feel calmer at work');
    await expect(log(page).getByText('What’s your first name?')).toBeVisible({ timeout: 15_000 });
    await page.route('**/functions/v1/luna-chat-assistant', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'agent authentication failure' }) }),
    );
    const fallbackCall = page.waitForRequest((request) => request.url().endsWith('/functions/v1/luna-chat') && request.method() === 'POST');
    await say(page, 'what is a waxing moon?');
    const body = (await fallbackCall).postDataJSON() as {
      messages: { role: string; content: string }[];
      temperature: number;
      max_tokens: number;
      session_data: { sessionToken?: string } | null;
    };
    expect(body.temperature).toBe(0.8);
    expect(body.max_tokens).toBe(500);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[1]).toMatchObject({ role: 'system', content: expect.stringContaining('User: what is a waxing moon?') });
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'what is a waxing moon?' });
    expect(body.session_data?.sessionToken).toBeTruthy();
    const fallbackReply = log(page).locator('.luna-message--assistant').last();
    await expect(fallbackReply).toContainText(/waxing/i, { timeout: 15_000 });
    await expect(log(page)).not.toHaveAttribute('aria-busy', 'true');
    const fallbackText = (await fallbackReply.textContent()) ?? '';
    await expect(log(page).getByText(FALLBACK)).toHaveCount(0);
    await page.unroute('**/functions/v1/luna-chat-assistant');
    // The history re-read after the next reply keeps the exchange luna-chat answered, where it was.
    const resynced = page.waitForResponse((response) => response.url().includes('/rest/v1/luna_chat_messages'));
    await say(page, 'Maya');
    await expect(log(page).getByText(/Lovely to meet you, Maya/)).toBeVisible({ timeout: 15_000 });
    await resynced;
    await expect(log(page).getByText('what is a waxing moon?')).toBeVisible();
    await expect(log(page).getByText(fallbackText.replace('Luna said:', '').trim().slice(0, 40))).toBeVisible();
  });

  test('the open panel has no axe-core violations, at desktop and phone widths', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await expect(log(page).getByText(WELCOME)).toBeVisible({ timeout: 10_000 });
    const results = await new AxeBuilder({ page }).include('.luna-panel').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    const box = await page.getByRole('dialog', { name: 'Luna AI' }).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(360);
    const narrow = await new AxeBuilder({ page }).include('.luna-panel').analyze();
    expect(narrow.violations.map((violation) => violation.id)).toEqual([]);
  });

  test.describe('auto-open (§2: standalone, 3 s after load, unless minimised; the global setting is off)', () => {
    const dialog = (page: Page) => page.getByRole('dialog', { name: 'Luna AI' });
    const isPanelChunk = (url: string) => /\/assets\/luna-widget-[^/]*\.js$/.test(url);

    /** The deployment's setting, turned on the way a deployment would: in the runtime config. */
    const turnAutoOpenOn = (page: Page) =>
      page.route('**/runtime-config.js', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}window.__MOONWISE_CONFIG__.lunaAutoOpen = true;\n` });
      });

    /** The panel module has mounted and its machine started (and with it the auto-open timer): its launcher says so. */
    const panelStarted = (page: Page) => page.locator('.luna-launcher[data-started]').waitFor({ state: 'attached' });

    test('where the setting is off, as shipped, the panel is not even loaded until the visitor taps the button', async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const panelChunks: string[] = [];
      page.on('request', (request) => {
        if (isPanelChunk(request.url())) panelChunks.push(request.url());
      });
      await page.goto('/manifestation');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(panelChunks).toEqual([]);
      await expect(dialog(page)).toHaveCount(0);
      await openChat(page);
      expect(panelChunks).toHaveLength(1);
      expect(errors).toEqual([]);
    });

    test('where the setting is on, the standalone panel opens by itself 3 seconds after it starts, and once minimised it stays closed across a reload', async ({ page }) => {
      const errors = trackConsoleErrors(page);
      // The page's timers run on a clock the test moves, so the 3 s are simulated, not waited for.
      await page.clock.install();
      await turnAutoOpenOn(page);
      const started = panelStarted(page);
      await page.goto('/manifestation');
      await started;
      await page.clock.pauseAt(Date.now() + 500);
      await page.clock.runFor(1500);
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Chat with Luna' })).toBeVisible();
      await page.clock.runFor(1500);
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByPlaceholder('Ask Luna anything...')).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('luna_chat_minimized'))).toBe('true');
      let restarted = false;
      void panelStarted(page).then(() => (restarted = true));
      await page.reload();
      // The clock stands still, so the frame that loads the panel, and React's reveal of it, come only as it moves.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(200);
            return restarted;
          },
          { intervals: [50] },
        )
        .toBe(true);
      await page.clock.runFor(10_000);
      await expect(page.getByRole('button', { name: 'Chat with Luna' })).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('luna_chat_minimized'))).toBe('true');
      await openChat(page);
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('luna_chat_minimized'))).toBeNull();
      expect(errors).toEqual([]);
    });
  });
});
