import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Goes through the single sign-on button and the development identity provider's form. */
export async function signInAs(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Runs axe once nothing moves: a dialog or toast still fading in would be judged on its blended colours. */
export async function expectNoAccessibilityViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
