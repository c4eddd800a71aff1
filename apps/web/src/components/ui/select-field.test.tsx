import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SelectField, typeAheadFilter } from './select-field';

const reasons = [
  {
    group: 'Flex PTO',
    items: [
      { value: 'pto', label: 'PTO' },
      { value: 'office_closure', label: 'Office Closure' },
    ],
  },
  {
    group: 'FFCRA and unpaid leave',
    items: [
      { value: 'paid_sick_leave_ffcra', label: 'Paid Sick Leave (FFCRA)' },
      { value: 'expanded_fmla_ffcra', label: 'Expanded FMLA (FFCRA)' },
      { value: 'unpaid_time_off', label: 'Unpaid Time Off' },
    ],
  },
  { group: 'Other leave', items: [{ value: 'fmla', label: 'FMLA' }] },
];

const labelsOf = (search: string) =>
  typeAheadFilter({ options: reasons, search, limit: Number.POSITIVE_INFINITY }).flatMap((option) =>
    'group' in option ? option.items.map((item) => item.label) : [option.label],
  );

describe('typeAheadFilter', () => {
  it('keeps the options whose label starts with the typed text, as a native list does', () => {
    expect(labelsOf('pto')).toEqual(['PTO']);
    expect(labelsOf('f')).toEqual(['FMLA']);
    expect(labelsOf('  Un')).toEqual(['Unpaid Time Off']);
  });

  it('falls back to a word that starts with it, then to any part of a label', () => {
    expect(labelsOf('ffcra')).toEqual(['Paid Sick Leave (FFCRA)', 'Expanded FMLA (FFCRA)']);
    expect(labelsOf('losu')).toEqual(['Office Closure']);
    expect(labelsOf('xyz')).toEqual([]);
  });

  it('keeps every option while nothing is typed', () => {
    expect(labelsOf('')).toHaveLength(6);
  });
});

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <SelectField label="Reason" data={reasons} value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </form>
  );
}

describe('SelectField', () => {
  it('picks the first option matching what was typed on Enter', async () => {
    renderWithProviders(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Reason' });
    // Typed, not filled in: Mantine reads a change to an input without focus as the browser's autofill.
    select.focus();
    fireEvent.change(select, { target: { value: 'PTO' } });
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
    await waitFor(() => expect(listbox.querySelector('[data-combobox-selected]')?.textContent).toBe('PTO'));

    fireEvent.keyDown(select, { key: 'Enter', code: 'Enter' });

    expect(screen.getByRole('status').textContent).toBe('pto');
    expect((select as HTMLInputElement).value).toBe('PTO');
  });

  it('opens its list on Enter instead of leaving Enter to the form', () => {
    renderWithProviders(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Reason' });
    const enter = fireEvent.keyDown(select, { key: 'Enter', code: 'Enter' });
    expect(enter).toBe(false);
    expect(select.getAttribute('aria-expanded')).toBe('true');
  });
});
