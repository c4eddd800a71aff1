import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';

// Webhooks (issue 41, points 2 and 4): an admin registers an endpoint, sees its signing secret once, opens its
// (empty) delivery log, edits it, turns it off and deletes it. The address is a public IP that takes only
// 'period reopened', carries this run's mark, and is deleted at the end, so nothing is sent anywhere.

const mark = Date.now().toString(36).slice(-6).toUpperCase();
const address = `https://93.184.215.14/timekeep-${mark}`;

test('an admin registers a webhook endpoint, sees its secret once, and manages it', async ({ page }) => {
  await signInAs(page, 'admin@example.com', '/admin/webhooks');
  await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');

  const form = page.getByRole('form', { name: 'Add Webhook Endpoint' });
  await form.getByRole('button', { name: 'Add Endpoint' }).click();
  await expect(form.getByText(/at least one event/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Address' }).fill('https://127.0.0.1/hook');
  await form.getByRole('checkbox', { name: 'Periods: Reopened' }).check();
  await form.getByRole('button', { name: 'Add Endpoint' }).click();
  await expect(form.getByText(/private, loopback or link-local/)).toBeVisible();

  await form.getByRole('textbox', { name: 'Address' }).fill(address);
  await form.getByRole('textbox', { name: 'Description' }).fill(`Payroll ${mark}`);
  await form.getByRole('button', { name: 'Add Endpoint' }).click();
  const secretField = page.getByRole('textbox', { name: 'Signing secret' });
  await expect(secretField).toHaveValue(/^whsec_/);
  await expect(page.getByRole('button', { name: 'Copy Secret' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  const secret = await secretField.inputValue();

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secretField).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(mark) });
  await expect(row).toContainText('Periods: Reopened');
  await expect(row).toContainText('On');
  await expect(page.getByText(secret)).toHaveCount(0);

  await row.getByRole('button', { name: `Deliveries to ${address}` }).click();
  await expect(page.getByRole('heading', { name: `Deliveries to ${address}` })).toBeVisible();
  await expect(page.getByText('Nothing was sent to this endpoint yet.')).toBeVisible();

  await row.getByRole('button', { name: `Edit ${address}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Webhook Endpoint' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`Invoicing ${mark}`);
  await dialog.getByRole('checkbox', { name: 'Periods: Closed' }).check();
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Save Endpoint' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`Invoicing ${mark}`);
  await expect(row).toContainText('2 events');

  await row.getByRole('button', { name: `Turn off ${address}` }).click();
  await expect(row).toContainText('Off');
  await expectNoAccessibilityViolations(page);

  await row.getByRole('button', { name: `Delete ${address}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Webhook Endpoint' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toBeHidden();
});
