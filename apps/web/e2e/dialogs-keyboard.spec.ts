import type { Locator, Page } from '@playwright/test';
import { todayIso } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { expect, expectNoSeriousAccessibilityViolations, signInAs, test } from './fixtures';
import { freeWeekdays } from './time-off-data';

// Issue 36, point 2: Escape closes the innermost layer only, and a dialog holding typed input asks before it
// discards it. Keyboard only from the moment the dialog opens.

const nextYear = Number(todayIso().slice(0, 4)) + 1;

/** The date field's calendar, open or not. */
function calendarOf(page: Page) {
  return page.locator('.mantine-Popover-dropdown[data-dates-dropdown]').filter({ visible: true });
}

/**
 * From a date field whose calendar is open: the first Escape closes the calendar only, the second asks before
 * discarding; Escape on the question keeps the dialog and what was typed, as does Enter on Keep Editing, which
 * the question opens on.
 */
async function escapeOutOf(page: Page, dialog: Locator, dateField: Locator, typed: string) {
  await expect(calendarOf(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(calendarOf(page)).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dateField).toBeFocused();
  await expect(dateField).toHaveValue(typed);

  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard Changes' });
  await expect(question).toContainText('Close this dialog and lose what you typed in it?');
  await expect(question.getByRole('button', { name: 'Keep Editing' })).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page, 'the Discard Changes question');
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await backInDateField(page, dateField, typed);

  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await backInDateField(page, dateField, typed);
}

/** Focus is back where it was, in the date field, whose calendar opens again; Escape closes that first. */
async function backInDateField(page: Page, dateField: Locator, typed: string) {
  await expect(dateField).toBeFocused();
  await expect(dateField).toHaveValue(typed);
  await expect(calendarOf(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(calendarOf(page)).toHaveCount(0);
}

/** Leaves through the question's Discard: Tab from Keep Editing, then Enter; the dialog closes with what was typed. */
async function discard(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard Changes' });
  await expect(question.getByRole('button', { name: 'Keep Editing' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Discard' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
}

test('Escape in the time-off request closes the calendar, then asks before discarding what was typed', async ({
  page,
}) => {
  await signInAs(page, 'employee@example.com', '/pto');
  await page.getByRole('button', { name: 'Request Time Off' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  await expect(dialog).toBeVisible();
  const start = dialog.getByRole('textbox', { name: 'Start Date' });
  const typed = `03/03/${nextYear}`;
  // The dialog opens in Reason; Duration Type, Hours Per Workday and Include Weekends come before the date.
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toBeFocused();
  for (let field = 0; field < 4; field++) await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.type(typed);

  await escapeOutOf(page, dialog, start, typed);
  await discard(page, dialog);
  await expect(page.getByRole('button', { name: 'Request Time Off' })).toBeFocused();

  // Untouched, the dialog closes on the first Escape without asking.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Discard Changes' })).toHaveCount(0);
});

test('Escape in Add Role closes the calendar, then asks before discarding the role typed', async ({
  page,
}) => {
  await signInAs(page, 'admin@example.com', '/engagements');
  await page.getByRole('table', { name: 'Engagements' }).getByRole('link', { name: 'ACME-1001' }).click();
  await page.getByRole('button', { name: 'Add Role' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Role' });
  await expect(dialog.getByRole('textbox', { name: /^Role/ })).toBeFocused();
  await page.keyboard.type('Data Engineer');
  await page.keyboard.press('Tab');
  await page.keyboard.type('140');
  await page.keyboard.press('Tab');
  const start = dialog.getByRole('textbox', { name: 'Start Date' });
  await expect(start).toBeFocused();
  const typed = `01/05/${nextYear}`;
  await page.keyboard.type(typed);

  await escapeOutOf(page, dialog, start, typed);
  await expect(dialog.getByRole('textbox', { name: /^Role/ })).toHaveValue('Data Engineer');
  await discard(page, dialog);
});

// Issue 36, point 9: a list's type-ahead picks on Enter, and dates take 12/7/26 and 12/7/2026.
test('a request made by keyboard alone: PTO typed then Enter, dates typed short', async ({ page }) => {
  await signInAs(page, 'employee@example.com', '/pto');
  const [first, , third] = (await freeWeekdays(page, 3, `${nextYear}-08-03`)) as [string, string, string];
  const short = (date: string) =>
    `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}/${date.slice(2, 4)}`;
  const unpadded = (date: string) =>
    `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}/${date.slice(0, 4)}`;
  const shown = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

  await page.getByRole('button', { name: 'Request Time Off' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  const reason = dialog.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await page.keyboard.type('PTO');
  await expect(page.getByRole('option', { name: 'PTO', exact: true })).toHaveAttribute(
    'data-combobox-selected',
    'true',
  );
  await expectNoSeriousAccessibilityViolations(page, 'reason narrowed by type-ahead');
  await page.keyboard.press('Enter');
  await expect(reason).toHaveValue('PTO');
  await expect(dialog).toBeVisible();

  for (let field = 0; field < 4; field++) await page.keyboard.press('Tab');
  const start = dialog.getByRole('textbox', { name: 'Start Date' });
  await expect(start).toBeFocused();
  await page.keyboard.type(short(first));
  await page.keyboard.press('Tab');
  await expect(start).toHaveValue(shown(first));
  const end = dialog.getByRole('textbox', { name: 'End Date' });
  await expect(end).toBeFocused();
  await page.keyboard.type(unpadded(third));
  await page.keyboard.press('Tab');
  await expect(end).toHaveValue(shown(third));
  await expect(dialog.getByText('Duration: 24 hours')).toBeVisible();

  await expect(dialog.getByRole('textbox', { name: 'Comment (Required)' })).toBeFocused();
  await page.keyboard.type('Typed by keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Request was submitted successfully!')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: `${formatDisplayDate(first)} - ${formatDisplayDate(third)}` }),
  ).toContainText('Typed by keyboard');
});
