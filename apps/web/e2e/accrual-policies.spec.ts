import { addDays } from '@timekeep/shared/domain/periods';
import {
  choose,
  expect,
  expectNoAccessibilityViolations,
  signedInElsewhere,
  signInAs,
  test,
  typeDate,
} from './fixtures';

// Accrual policies and a balance's history (issue 39): an admin defines a policy, adjusts a balance with a
// reason and reads it in the history; the employee reads the same history on /pto.

const REASON = 'One day back for the offsite weekend';

test('an admin creates a policy, adjusts a balance with a reason and finds it in its history', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin@example.com', '/admin/accrual-policies');
  const policies = page.getByRole('table', { name: 'Accrual policies' });
  await expect(policies.getByRole('row', { name: /Standard PTO/ })).toBeVisible();

  await page.getByRole('button', { name: 'New Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Accrual Policy' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Bereavement by tenure');
  await choose(page, dialog, /^Leave Type/, 'Bereavement');
  await dialog.getByRole('textbox', { name: 'Step 1: Days per Year' }).fill('3');
  await dialog.getByRole('button', { name: 'Add Step' }).click();
  await dialog.getByRole('textbox', { name: 'Step 2: After (years)' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Step 2: Days per Year' }).fill('5');
  await dialog.getByRole('textbox', { name: /^Carry-over Cap/ }).fill('0');
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Save Policy' }).click();
  await expect(dialog).toBeHidden();
  await expect(policies.getByRole('row', { name: /Bereavement by tenure/ })).toContainText(
    '3 days/yr, 5 after 5 yrs',
  );
  await expectNoAccessibilityViolations(page);

  // The employee's PTO balance, adjusted with a reason, then its history.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Balances' })
    .click();
  await choose(page, page, 'Person', 'Emily Carter');
  const balances = page.getByRole('table', { name: /^Time-off balances of/ });
  await expect(balances.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Accrual Policies of Emily Carter' })).toBeVisible();
  await page.getByRole('button', { name: 'Adjust PTO balance of Emily Carter' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust Balance' });
  await adjust.getByRole('textbox', { name: /^Hours/ }).fill('8');
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
  await expectNoAccessibilityViolations(page);
  await adjust.getByRole('button', { name: 'Adjust Balance' }).click();
  await expect(page.getByText('Balance adjusted.')).toBeVisible();
  await expect(adjust).toBeHidden();

  await page.getByRole('button', { name: 'History of PTO balance of Emily Carter' }).click();
  const history = page.getByRole('dialog', { name: 'PTO History of Emily Carter' });
  const adjustment = history.getByRole('row').filter({ hasText: REASON });
  await expect(adjustment).toContainText('+8 hours');
  await expect(adjustment).toContainText('by Adrian Cole');
  await expectNoAccessibilityViolations(page);

  // The employee reads the same line in their own history.
  const employee = await signedInElsewhere(browser, 'employee@example.com', '/pto');
  await employee.getByRole('button', { name: 'History of PTO balance' }).click();
  const own = employee.getByRole('dialog', { name: 'PTO History' });
  await expect(own.getByRole('row').filter({ hasText: REASON })).toContainText('+8 hours');
  await expectNoAccessibilityViolations(employee);
});

test('an employee reads how each balance came to be, and a year without history says so', async ({
  page,
}) => {
  await signInAs(page, 'employee@example.com', '/pto');
  await page.getByRole('button', { name: 'History of PTO balance' }).click();
  const history = page.getByRole('dialog', { name: 'PTO History' });
  const thisYear = new Date().getUTCFullYear();
  const lines = history.getByRole('table', { name: `PTO history of ${thisYear}` });
  await expect(lines.getByRole('row').filter({ hasText: 'Time off taken' }).first()).toBeVisible();
  await expect(history).toContainText('Policy:');
  await expectNoAccessibilityViolations(page);

  await choose(page, history, 'Year', '2017');
  await expect(history.getByRole('table', { name: 'PTO history of 2017' })).toContainText(
    'No history to display.',
  );
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // The request form tells the balance on the chosen first day.
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  const request = page.getByRole('dialog', { name: 'Request Time Off' });
  await choose(page, request, 'Reason', 'Jury Duty');
  let monday = `${thisYear + 1}-01-05`;
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  await typeDate(request, 'Start Date', monday);
  await expect(request.getByText(new RegExp(`^Balance on Jan \\d+, ${thisYear + 1}: `))).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
