import { expect, type Page } from '@playwright/test';

/** The free reading form as a visitor fills it in Chromium, for the specs that need a reading first. */
export const MESSAGES = {
  preciseLocation: 'Please provide a precise birth location and select it from the list so we can lock in your coordinates.',
  confirmDetails: 'Please confirm your details before continuing.',
  securityQuestion: 'Please answer the security question to continue.',
  success: 'Your personalized moon reading is ready!',
  kept: 'We kept your current moon reading. You can always update it later.',
};

export const freshEmail = () => `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export interface Details {
  email: string;
  birthDate?: string;
  place?: { type: string; choose: string };
}

/** 'What is 3 + 5?' → '8'. */
export const solveQuestion = (question: string): string => {
  const [, a = '', b = ''] = /^What is (\d+) \+ (\d+)\?$/.exec(question) ?? [];
  return String(Number(a) + Number(b));
};

export const answerSecurityQuestion = async (page: Page) => {
  const question = page.locator('.fr-question');
  await expect(question).toHaveText(/^What is \d+ \+ \d+\?$/);
  await page.getByLabel('Security Check').fill(solveQuestion((await question.textContent()) ?? ''));
};

export const choosePlace = async (page: Page, place = { type: 'Lisb', choose: 'Lisbon, Portugal' }) => {
  await page.getByRole('combobox', { name: 'Birth place' }).fill(place.type);
  await page.getByRole('option', { name: place.choose, exact: true }).click();
  await expect(page.getByText(`Locked in: ${place.choose}`)).toBeVisible();
};

export const fillForm = async (page: Page, { email, birthDate = '1990-03-14', place }: Details) => {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Birth date', { exact: true }).fill(birthDate);
  await page.getByLabel('Birth time (optional)').fill('08:30');
  await choosePlace(page, place);
  await answerSecurityQuestion(page);
};

/** The form's first submit: the checks, then the review step 'Is this right?' when they pass. */
export const submitForm = (page: Page) => page.getByRole('button', { name: 'Reveal my moon reading' }).click();

export const reviewStep = (page: Page) => page.getByRole('region', { name: 'Is this right?' });

/** Submit, then confirm the three facts at once in the review step: the request is sent. */
export const reveal = async (page: Page) => {
  await submitForm(page);
  await reviewStep(page).getByRole('button', { name: 'Yes, reveal my reading' }).click();
};

/** A reading for this email, made through the form; `origin` is another server's address when the spec runs its own. */
export const getReading = async (page: Page, email: string, origin = '') => {
  await page.goto(`${origin}/free-moon-reading`);
  await fillForm(page, { email });
  await reveal(page);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.success })).toBeVisible();
  await expect(page).toHaveURL(/\/free-moon-reading\?token=[A-Za-z0-9_-]{43}$/);
};
