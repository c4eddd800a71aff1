import type { Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';

/** The keyboard budget of issue 17: three rows of a whole period, two notes and three projects. */
const KEYSTROKE_BUDGET = 170;

/** Presses keys with page.keyboard only and counts them: a chord (Control+s) is one keystroke, text one a character. */
function keyboardCounter(page: Page) {
  let count = 0;
  return {
    press: async (key: string) => {
      count += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count += text.length;
      await page.keyboard.type(text);
    },
    get count() {
      return count;
    },
  };
}

/** Where the focus is, by accessible name or text; the page itself or the skip link means it was lost. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'body';
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName;
  });
}

/** WCAG contrast of two opaque rgb() colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [red, green, blue] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

async function expectFocusKept(page: Page) {
  await expect.poll(() => focusedName(page)).not.toMatch(/^(body|Skip to main content)$/);
}

/** The start date of the period `ahead` periods after the current one. */
async function periodAhead(page: Page, ahead: number): Promise<string> {
  const response = await page.request.get('/api/timesheet_periods');
  const { timesheetPeriods } = (await response.json()) as {
    timesheetPeriods: { startDate: string; current: boolean }[];
  };
  const current = timesheetPeriods.findIndex((period) => period.current);
  return timesheetPeriods[current + ahead]!.startDate;
}

/** The day cells Tab and Enter stop on in a row: open, Monday to Friday, not a holiday. */
async function workdayCells(page: Page, rowIndex: number): Promise<string[]> {
  return page.evaluate((index) => {
    const holidays = [...document.querySelectorAll('thead th')]
      .map((header) => header.textContent ?? '')
      .filter((text) => text.includes('holiday:'));
    const row = document.querySelectorAll('tbody tr')[index]!;
    return [...row.querySelectorAll<HTMLInputElement>('input[aria-label^="Hours for "]')]
      .filter((input) => input.getAttribute('aria-disabled') !== 'true')
      .filter((input) => ![0, 6].includes(new Date(`${input.dataset.date}T00:00:00Z`).getUTCDay()))
      .filter((input) => {
        const date = input.getAttribute('aria-label')!.split(' on ').pop()!;
        return !holidays.some((text) => text.startsWith(date));
      })
      .map((input) => input.getAttribute('aria-label')!);
  }, rowIndex);
}

type Keys = ReturnType<typeof keyboardCounter>;

/**
 * Ctrl+I, Enter on the new row's project, its search and Enter: answers the row's workday cells, the first of
 * which then has the focus. `whilePickerOpen` looks at the page with the search typed.
 */
async function addRowFromKeyboard(
  page: Page,
  keys: Keys,
  rowIndex: number,
  { search, project }: { search: string; project: string },
  whilePickerOpen?: () => Promise<void>,
): Promise<string[]> {
  const row = page.locator('tbody tr').nth(rowIndex);
  await keys.press('Control+i');
  await expect(row.getByRole('button', { name: /Select a project/ })).toBeFocused();
  await keys.press('Enter');
  await keys.type(search);
  await whilePickerOpen?.();
  await keys.press('Enter');
  // The cells are named, and opened by the assignment's dates, once the chosen project is in the row.
  await expect(
    row.getByRole('textbox', { name: new RegExp(`^Hours for ${project}`) }).first(),
  ).toBeAttached();
  const cells = await workdayCells(page, rowIndex);
  await expect(page.getByRole('textbox', { name: cells[0] })).toBeFocused();
  return cells;
}

test('a whole period is filled, noted, saved, submitted, undone after a question and resubmitted from the keyboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'contractor@example.com', '/timesheets');
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  await page.goto(`/timesheets?start_date=${await periodAhead(page, 3)}`);
  await expect(page.getByText('No rows yet. Add a row and choose a project to log time.')).toBeVisible();

  const keys = keyboardCounter(page);
  const rows = [
    { search: 'acme', project: 'ACME-1002', note: 'Kickoff' },
    { search: 'glbx', project: 'GLBX-1005', note: 'Review' },
    { search: 'strk', project: 'STRK-1011', note: null },
  ];
  let cellsFilled = 0;
  for (const [index, row] of rows.entries()) {
    const cells = await addRowFromKeyboard(page, keys, index, row, async () => {
      if (index === 0) await expectNoAccessibilityViolations(page);
    });
    expect(cells.length).toBeGreaterThanOrEqual(8);
    for (const [cellIndex, cell] of cells.entries()) {
      await expect(page.getByRole('textbox', { name: cell })).toBeFocused();
      await keys.type('8');
      cellsFilled += 1;
      if (cellIndex === 0 && row.note) {
        // The note is typed at once: keys the note's field is not there for yet are its own all the same.
        await keys.press('Shift+Enter');
        await keys.type(row.note);
        if (index === 0) {
          await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue(row.note);
          await expectNoAccessibilityViolations(page);
        }
        await keys.press('Enter');
        await expect(page.getByRole('textbox', { name: cell })).toBeFocused();
      }
      if (cellIndex < cells.length - 1) await keys.press('Enter');
    }
    await expect(
      page
        .locator('tbody tr')
        .nth(index)
        .getByLabel(/^Total for/),
    ).toHaveText(`${8 * cells.length}.00`);
  }
  await keys.press('Control+s');
  await expect(page.getByText('Timesheet was successfully saved!')).toBeVisible();
  await expectFocusKept(page);

  console.log(`Keystrokes to fill ${cellsFilled} day cells in 3 rows with 2 notes and save: ${keys.count}`);
  await expect(page.getByRole('button', { name: /^Edit note for/ })).toHaveCount(2);
  await expectNoAccessibilityViolations(page);

  // Tab leaves the grid in one stop, past the rows' own buttons to Add Row; one more reaches the submit button.
  const submitButton = page.getByRole('button', { name: 'SUBMIT FOR APPROVAL' });
  await keys.press('Tab');
  await expect(page.getByRole('button', { name: 'Add Row' })).toBeFocused();
  await keys.press('Tab');
  await expect(submitButton).toBeFocused();

  const submitFromKeyboard = async () => {
    await keys.press('Enter');
    const confirm = page
      .getByRole('dialog', { name: 'Submit Timesheet' })
      .getByRole('button', { name: 'Submit' });
    // The confirming button has the focus as the dialog opens, so Enter confirms.
    await expect(confirm).toBeFocused();
    await keys.press('Enter');
    await expect(page.getByRole('button', { name: 'SUBMITTED, PENDING APPROVAL' })).toBeDisabled();
    // The focus goes to the status the submission changed, not to UNDO SUBMISSION.
    await expect(page.getByRole('status', { name: 'Status: Pending' })).toBeFocused();
  };
  await submitFromKeyboard();
  console.log(
    `Keystrokes to fill ${cellsFilled} day cells in 3 rows with 2 notes, save and submit: ${keys.count}`,
  );
  expect(keys.count).toBeLessThanOrEqual(KEYSTROKE_BUDGET);
  await expectNoAccessibilityViolations(page);

  // One more Enter, as quick hands give, takes nothing back.
  await keys.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'SUBMITTED, PENDING APPROVAL' })).toBeVisible();

  // UNDO SUBMISSION asks first; its dialog opens on the confirming button.
  const undoButton = page.getByRole('button', { name: 'UNDO SUBMISSION' });
  for (
    let step = 0;
    step < 4 && !(await undoButton.evaluate((button) => button === document.activeElement));
    step++
  )
    await keys.press('Tab');
  await expect(undoButton).toBeFocused();
  await keys.press('Enter');
  const undoDialog = page.getByRole('dialog', { name: 'Undo Submission' });
  await expect(undoDialog).toContainText('your team lead is told you took it back');
  await expect(undoDialog.getByRole('button', { name: 'Undo Submission' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await keys.press('Enter');
  await expect(page.getByText('Timesheet was unsubmitted successfully!')).toBeVisible();
  await expect(submitButton).toBeFocused();
  await submitFromKeyboard();
  console.log(`Keystrokes with submit, undo and resubmit: ${keys.count}`);
});

test('a locked timesheet reads plainly and opens its notes read-only', async ({ page }) => {
  await signInAs(page, 'contractor@example.com', '/timesheets');
  await page.goto(`/timesheets?start_date=${await periodAhead(page, 3)}`);
  await expect(page.getByRole('button', { name: 'SUBMITTED, PENDING APPROVAL' })).toBeVisible();
  const cell = page
    .getByRole('textbox', { name: /^Hours for ACME-1002/ })
    .and(page.locator('[value="8"]'))
    .first();
  await expect(cell).toBeDisabled();
  // axe leaves disabled fields out of its contrast check, so the test measures this one itself.
  const style = await cell.evaluate((input) => {
    const computed = getComputedStyle(input);
    return { color: computed.color, background: computed.backgroundColor, opacity: computed.opacity };
  });
  expect(style.opacity).toBe('1');
  expect(contrastRatio(style.color, style.background)).toBeGreaterThanOrEqual(4.5);
  await cell.focus();
  await expect(page.getByRole('tooltip')).toContainText('Locked: submitted for approval');
  await page.keyboard.press('Shift+Enter');
  const note = page.getByRole('textbox', { name: 'Note' });
  await expect(note).toHaveValue('Kickoff');
  await expect(note).toHaveAttribute('readonly', '');
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(cell).toBeFocused();
});

test('a new period starts with the rows of the previous one, without hours', async ({ page }) => {
  await signInAs(page, 'contractor@example.com', '/timesheets');
  // The person is quicker than the project list: Copy is pressed before it has arrived.
  let releaseProjects: () => void = () => undefined;
  const projectsHeld = new Promise<void>((resolve) => {
    releaseProjects = resolve;
  });
  await page.route('**/api/projects?*', async (route) => {
    await projectsHeld;
    await route.continue();
  });
  await page.goto(`/timesheets?start_date=${await periodAhead(page, 4)}`);
  await page.getByRole('button', { name: 'Copy Rows From Previous Period' }).click();
  releaseProjects();
  await expect(page.getByText(/^Copied 3 rows from the previous period, without hours\./)).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('ACME-1002');
  await expect(rows.nth(2)).toContainText('STRK-1011');
  await expect(page.getByRole('table', { name: 'Timesheet' }).getByLabel('Timesheet total')).toHaveText(
    '0.00',
  );
  await expect(
    rows
      .nth(0)
      .getByRole('textbox', { name: /^Hours for/ })
      .and(page.locator(':focus')),
  ).toHaveCount(1);
});

/** The entries of the period as the server stored them, by project code. */
async function savedEntries(page: Page, startDate: string) {
  const response = await page.request.get(`/api/timesheet?start_date=${startDate}`);
  const { timesheet } = (await response.json()) as {
    timesheet: {
      timesheetRows: {
        projectId: string | null;
        timesheetEntries: { date: string; hours: number; note: string }[];
      }[];
    };
  };
  return timesheet.timesheetRows;
}

/** The contractor's empty period `ahead` periods on, with one row added from the keyboard. */
async function contractorRowInEmptyPeriod(
  page: Page,
  ahead: number,
  row: { search: string; project: string },
) {
  await signInAs(page, 'contractor@example.com', '/timesheets');
  const startDate = await periodAhead(page, ahead);
  await page.goto(`/timesheets?start_date=${startDate}`);
  await expect(page.getByText('No rows yet. Add a row and choose a project to log time.')).toBeVisible();
  return { startDate, cells: await addRowFromKeyboard(page, keyboardCounter(page), 0, row) };
}

test('a note typed at once after Shift+Enter keeps every letter, and the hours keep theirs', async ({
  page,
}) => {
  const { startDate, cells } = await contractorRowInEmptyPeriod(page, 5, {
    search: 'acme',
    project: 'ACME-1002',
  });
  const [first, second] = cells;

  // Typed as quick hands do: no key waits for what the one before it opened.
  await page.keyboard.type('5');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Kickoff workshop');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await page.keyboard.type('3');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Review');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Timesheet was successfully saved!')).toBeVisible();

  await expect(page.getByRole('textbox', { name: first })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: second })).toHaveValue('3');
  const [row] = await savedEntries(page, startDate);
  expect(row?.timesheetEntries.map(({ hours, note }) => ({ hours, note }))).toEqual([
    { hours: 5, note: 'Kickoff workshop' },
    { hours: 3, note: 'Review' },
  ]);
});

test('a first row typed at once, project, hours and all, keeps every key', async ({ page }) => {
  await signInAs(page, 'contractor@example.com', '/timesheets');
  const startDate = await periodAhead(page, 8);
  await page.goto(`/timesheets?start_date=${startDate}`);
  await expect(page.getByText('No rows yet. Add a row and choose a project to log time.')).toBeVisible();
  // The page has loaded what it loads after showing (the project picker's code among it).
  await page.waitForLoadState('networkidle');

  // Typed as quick hands do: no key waits for the row, the picker or the cells to show.
  await page.keyboard.press('Control+i');
  await page.keyboard.press('Enter');
  await page.keyboard.type('glbx');
  await page.keyboard.press('Enter');
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await page.keyboard.type('7');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Timesheet was successfully saved!')).toBeVisible();

  const [row] = await savedEntries(page, startDate);
  expect(row?.projectId).toBe('GLBX-1005');
  expect(row?.timesheetEntries.map(({ hours }) => hours)).toEqual([8, 7]);
});

test('Tab leaves the grid in one stop while the arrows move inside it; Enter keeps a note and closes it', async ({
  page,
}) => {
  const { startDate, cells } = await contractorRowInEmptyPeriod(page, 6, {
    search: 'glbx',
    project: 'GLBX-1005',
  });
  const [first, second] = cells;
  await expect(page.getByText(/Tab leaves the grid/)).toBeVisible();
  const cell = page.getByRole('textbox', { name: first });
  await page.keyboard.type('4');
  await page.keyboard.press('ArrowRight');
  await expect(cell).not.toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(cell).toBeFocused();

  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Line one');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Line two');
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeVisible();
  await done.hover();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Enter');
  await expect(done).toBeHidden();
  await expect(cell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: second })).toBeFocused();

  // One stop: Tab goes on past the grid's rows; Shift+Tab comes back through the row's controls to the cell.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add Row' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: /^Delete row GLBX-1005/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('textbox', { name: second })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: /^Project for GLBX-1005/ })).toBeFocused();

  await page.keyboard.press('Control+s');
  await expect(page.getByText('Timesheet was successfully saved!')).toBeVisible();
  const [row] = await savedEntries(page, startDate);
  expect(row?.timesheetEntries.map(({ hours, note }) => ({ hours, note }))).toEqual([
    { hours: 4, note: 'Line one\nLine two' },
  ]);
});

test('the project picker chooses the option the arrows highlight, and closing it keeps the focus on the row', async ({
  page,
}) => {
  await signInAs(page, 'contractor@example.com', '/timesheets');
  await page.goto(`/timesheets?start_date=${await periodAhead(page, 7)}`);
  await expect(page.getByText('No rows yet. Add a row and choose a project to log time.')).toBeVisible();
  await page.keyboard.press('Control+i');
  const project = page.getByRole('button', { name: /^Project for / });
  await expect(project).toBeFocused();
  await page.keyboard.press('Enter');
  const search = page.getByPlaceholder('Search by Client, Project, or Role').filter({ visible: true });
  await expect(search).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const highlighted = page.locator('[data-combobox-selected]');
  await expect(highlighted).toHaveCount(1);
  const code = (await highlighted.locator('p').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(project).toHaveAccessibleName(new RegExp(`^Project for ${code}`));
  await expect(
    page.getByRole('textbox', { name: new RegExp(`^Hours for ${code}`) }).and(page.locator(':focus')),
  ).toHaveCount(1);

  // Escape, and Enter on an empty search, close the picker and leave the focus on the row's project.
  await page.keyboard.press('Shift+Tab');
  await expect(project).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(project).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search).toBeHidden();
  await expect(project).toBeFocused();
});
