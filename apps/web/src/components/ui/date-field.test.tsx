import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateField, type DateFieldProps } from './date-field';

/** The field in a form that shows the date it holds. */
function Harness({ initial = null, ...rules }: Partial<DateFieldProps> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField label="Start Date" value={value} onChange={setValue} {...rules} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Start Date' }) as HTMLInputElement;
const held = () => screen.getByRole('status').textContent;

function type(text: string) {
  fireEvent.focus(field());
  fireEvent.input(field(), { target: { value: text } });
}

describe('DateField', () => {
  it('ties its label to the input and asks for MM/DD/YYYY', () => {
    renderWithProviders(<Harness />);
    expect(field().getAttribute('placeholder')).toBe('MM/DD/YYYY');
  });

  it('takes a typed date and shows it as MM/DD/YYYY after leaving the field', () => {
    renderWithProviders(<Harness />);
    type('3/4/2026');
    expect(held()).toBe('2026-03-04');
    fireEvent.blur(field());
    expect(field().value).toBe('03/04/2026');
  });

  it('takes 12/7/26 and 12/7/2026 alike and shows them back as 12/07/2026', () => {
    renderWithProviders(<Harness />);
    for (const text of ['12/7/26', '12/7/2026']) {
      type(text);
      expect(held()).toBe('2026-12-07');
      fireEvent.blur(field());
      expect(field().value).toBe('12/07/2026');
    }
  });

  it('shows the date it is given', () => {
    renderWithProviders(<Harness initial="2026-11-02" />);
    expect(field().value).toBe('11/02/2026');
  });

  it('keeps text that is not a date, empties the value and says why once the person leaves', () => {
    renderWithProviders(<Harness initial="2026-11-02" />);
    type('11/31/2026');
    expect(held()).toBe('none');
    expect(screen.queryByText('Enter a valid date as MM/DD/YYYY.')).toBeNull();
    fireEvent.blur(field());
    expect(field().value).toBe('11/31/2026');
    expect(screen.getByText('Enter a valid date as MM/DD/YYYY.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a typed date the calendar excludes, with the reason', () => {
    renderWithProviders(
      <Harness
        excludeDate={(date) => date === '2026-12-25'}
        excludedDateMessage={() => 'Dec 25, 2026 is a company holiday.'}
      />,
    );
    type('12/25/2026');
    fireEvent.blur(field());
    expect(held()).toBe('none');
    expect(screen.getByText('Dec 25, 2026 is a company holiday.')).toBeTruthy();
  });

  it('refuses a typed date outside its bounds', () => {
    renderWithProviders(<Harness minDate="2026-01-01" maxDate="2026-12-31" />);
    type('01/04/2027');
    fireEvent.blur(field());
    expect(held()).toBe('none');
    expect(screen.getByText('Choose a date on or before Dec 31, 2026.')).toBeTruthy();
  });

  it('clears the error as soon as the text is corrected', () => {
    renderWithProviders(<Harness />);
    type('02/30/2026');
    fireEvent.blur(field());
    type('02/28/2026');
    expect(held()).toBe('2026-02-28');
    expect(screen.queryByText('Enter a valid date as MM/DD/YYYY.')).toBeNull();
  });

  it('prefers the typed problem to the form’s own message', () => {
    renderWithProviders(<Harness error="Enter a start date." />);
    expect(screen.getByText('Enter a start date.')).toBeTruthy();
    type('99/99/2026');
    expect(screen.getByText('Enter a valid date as MM/DD/YYYY.')).toBeTruthy();
  });

  it('picks a date from the calendar', async () => {
    renderWithProviders(<Harness initial="2026-11-02" />);
    fireEvent.click(field());
    fireEvent.click(await screen.findByRole('button', { name: 'Nov 20, 2026' }));
    expect(held()).toBe('2026-11-20');
    expect(field().value).toBe('11/20/2026');
  });
});
