import { expect, test, type Page } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors';

const CALCULATOR = '/tools/calculators/moon-sign-calculator';
const QUIZ = '/tools/quizzes/manifestation-readiness-quiz';

const choosePlace = async (page: Page, typed: string, label: string) => {
  const combobox = page.getByRole('combobox', { name: 'Birth place' });
  await combobox.fill(typed);
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByText(`${label} (`)).toBeVisible();
};

test.describe('the moon sign calculator', () => {
  test('renders with its heading, title, header and footer', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(CALCULATOR);
    await expect(page.getByRole('heading', { level: 1, name: 'Moon sign calculator' })).toBeVisible();
    await expect(page).toHaveTitle('Moon sign calculator | Moonwise');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('accepts only a place chosen from the list', async ({ page }) => {
    await page.goto(CALCULATOR);
    await page.getByLabel('Birth date').fill('1990-03-14');
    const place = page.getByRole('combobox', { name: 'Birth place' });
    await place.fill('Lisbon');
    // Typed but not picked: the suggestions may open; the visitor closes them and submits.
    await expect(page.getByRole('option', { name: 'Lisbon, Portugal' })).toBeVisible();
    await place.press('Escape');
    await page.getByRole('button', { name: 'Find my Moon sign' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please provide a precise birth location and select it from the list so we can lock in your coordinates.',
    );
  });

  test('answers with the sign, degree and phase for a known birth time', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(CALCULATOR);
    await page.getByLabel('Birth date').fill('1990-03-14');
    await page.getByLabel(/Birth time/).fill('08:30');
    await choosePlace(page, 'Lisbon', 'Lisbon, Portugal');
    await page.getByRole('button', { name: 'Find my Moon sign' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Moon was in Libra' })).toBeVisible();
    await expect(page.getByText('26°02′ Libra')).toBeVisible();
    await expect(page.getByText(/Waning Gibbous, nearly full/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get your free moon reading' })).toHaveAttribute('href', '/free-moon-reading');
    expect(errors).toEqual([]);
  });

  test('gives both signs and the change time honestly when the birth time is unknown', async ({ page }) => {
    await page.goto(CALCULATOR);
    await page.getByLabel('Birth date').fill('1990-03-07');
    await choosePlace(page, 'Lisbon', 'Lisbon, Portugal');
    await page.getByRole('button', { name: 'Find my Moon sign' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Moon was in Cancer until 12:24, then Leo' })).toBeVisible();
    await expect(page.getByText('Cancer or Leo')).toBeVisible();
    await expect(page.getByText(/Born before 12:24, your Moon sign is Cancer; born after, it is Leo/)).toBeVisible();
    await page.getByRole('link', { name: 'Get your free moon reading' }).click();
    await expect(page).toHaveURL(/\/free-moon-reading$/);
  });
});

test.describe('the manifestation readiness quiz', () => {
  test('renders with its heading, title, header and footer', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(QUIZ);
    await expect(page.getByRole('heading', { level: 1, name: 'Manifestation readiness quiz' })).toBeVisible();
    await expect(page).toHaveTitle('Manifestation readiness quiz | Moonwise');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('is answered with the keyboard and leads to a result with next steps', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(QUIZ);
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please answer every question to see your result: 7 are still open.');
    const groups = page.getByRole('group');
    await expect(groups).toHaveCount(7);
    // The first radio of the first group has focus; arrow keys choose within a group, Tab moves on.
    await expect(groups.first().getByRole('radio').first()).toBeFocused();
    for (let index = 0; index < 7; index += 1) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(groups.nth(index).getByRole('radio').nth(2)).toBeChecked();
      if (index < 6) await page.keyboard.press('Tab');
    }
    await expect(page.getByText('7 of 7 answered')).toBeVisible();
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Waxing Moon: building momentum' })).toBeVisible();
    await expect(page.getByText('Your answers add up to 14 of 21 points.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: 'Get your free moon reading' }).first().click();
    await expect(page).toHaveURL(/\/free-moon-reading$/);
  });
});
