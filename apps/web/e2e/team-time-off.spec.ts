import type { Locator, Page } from '@playwright/test';
import { todayIso } from '@timekeep/shared/domain/periods';
import { expect, expectNoSeriousAccessibilityViolations, signInAs, test } from './fixtures';

// Issue 36, point 12: the lead's Time Off tab and a member's requests.

const thisYear = Number(todayIso().slice(0, 4));

/** Where the element sits on the page (not in the window, which a check may scroll). */
function pagePosition(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left + window.scrollX, height: box.height };
  });
}

async function openCartersRequests(page: Page) {
  await page.getByRole('link', { name: 'Carter, Emily' }).click();
  await expect(page.getByRole('heading', { name: `Emily Carter's ${thisYear} Requests` })).toBeVisible();
}

for (const [width, height] of [
  [1440, 900],
  [960, 700],
] as const) {
  test(`at ${width}x${height}, selecting a request leaves the table where it is; each comment and the balance show`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signInAs(page, 'manager@example.com', '/team/pto');
    const carter = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Carter, Emily' }) });
    await expect(carter.getByText(/^(Taken|Not taken)$/)).toBeVisible();
    await expect(page.getByText(/^2 Consecutive Days: whether an approved request/)).toBeVisible();
    await openCartersRequests(page);

    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Comment' }) });
    const waiting = table.getByRole('row').filter({ hasText: 'Waiting for Approval' }).first();
    await expect(waiting).toBeVisible();
    const before = await pagePosition(table);
    const bar = page.getByRole('region', { name: 'Selected requests' });
    await expect(bar).toContainText('Select requests to approve or reject several at once.');
    await waiting.getByRole('checkbox', { name: /^Select / }).check();
    await expect(bar).toContainText('One Request(s) Selected');
    expect(await pagePosition(table)).toEqual(before);
    await bar.getByRole('button', { name: 'Approve' }).hover();
    await expectNoSeriousAccessibilityViolations(page, `a request selected, Approve hovered, at ${width}`);
    await bar.getByRole('button', { name: 'Reject' }).hover();
    await expectNoSeriousAccessibilityViolations(page, `Reject hovered, at ${width}`);
    await page.screenshot({ path: test.info().outputPath(`member-requests-${width}.png`) });

    await waiting.getByRole('button', { name: /^Open / }).click();
    const dialog = page.getByRole('dialog', { name: 'Time Off Request' });
    await expect(dialog.getByText(new RegExp(`^PTO Balance in ${thisYear}$`))).toBeVisible();
    await expect(
      dialog.getByText(/hours left of \d+ hours \(PTO is not limited\); this request counted$/),
    ).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, `the answer dialog with the balance, at ${width}`);
    await page.screenshot({ path: test.info().outputPath(`answer-dialog-${width}.png`) });
  });
}

test('viewing as another lead, the Time Off tab and a member’s requests say whose team they show', async ({
  page,
}) => {
  await signInAs(page, 'manager@example.com', '/team/pto');
  await page.getByRole('combobox', { name: 'Viewing as' }).click();
  await page.getByRole('option', { name: 'Marcus Bennett' }).click();
  await expect(page).toHaveURL(/managerId=\d+/);
  await expect(page.getByText('Viewing time off for Marcus Bennett')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, 'Time Off viewed as Marcus Bennett');
  await page.getByRole('link', { name: 'Liu, Grace' }).click();
  await expect(page.getByRole('heading', { name: /^Grace Liu's \d{4} Requests$/ })).toBeVisible();
  await expect(page.getByText('Viewing time off for Marcus Bennett')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Team Time Off' }).click();
  await page.getByRole('combobox', { name: 'Viewing as' }).click();
  await page.getByRole('option', { name: 'Megan Brooks (you)' }).click();
  await expect(page).not.toHaveURL(/managerId/);
  await expect(page.getByText(/Viewing time off for/)).toHaveCount(0);
});
