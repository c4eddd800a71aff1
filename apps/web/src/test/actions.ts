import { fireEvent, within } from '@testing-library/react';
import type { stubApi } from './render';

/** Opens the select named `name` in `scope` and picks the option of that name from its list. */
export async function pickOption(scope: HTMLElement, name: string | RegExp, option: string) {
  const select = within(scope).getByRole('combobox', { name });
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

/** The calls that changed something, in order: method, address and the JSON body sent (if any). */
export function writesOf(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method !== undefined && init.method !== 'GET')
    .map(([input, init]) => ({
      method: init?.method,
      path: String(input),
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    }));
}

/** What each body row of a table says, cell by cell (the header row left out). */
export function rowTexts(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
