import { expect, type Page } from '@playwright/test';

/** Driving Luna's chat in Chromium, as a visitor does: the specs that talk to her share these. */
export const WELCOME = 'Hi, I’m Luna, your moon guide.';
export const FALLBACK = "I'm having trouble connecting right now. Please try again in a moment! 🌙";

export const openChat = async (page: Page) => {
  // A tap on the server's HTML before the page hydrates reaches no handler: wait until it is heard.
  await page.locator('.luna-launcher[data-ready][data-placed]').waitFor({ state: 'attached', timeout: 15_000 });
  // The button steps aside while something of the page is under it; at the page's end it always shows.
  if (await page.locator('.luna-launcher[data-tucked]').count()) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Chat with Luna' }).click();
  const panel = page.getByRole('dialog', { name: 'Luna AI' });
  await expect(panel).toBeVisible();
  await expect(panel.getByPlaceholder('Ask Luna anything...')).toBeFocused();
  return panel;
};

export const say = async (page: Page, text: string) => {
  const input = page.getByPlaceholder('Ask Luna anything...');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
};

export const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Luna' });
