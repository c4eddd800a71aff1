import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateField } from './date-field';
import { FormModal, useDiscardGuard } from './form-modal';

/**
 * A form with a name and a date; only a typed name counts as input to keep, so that Escape in the date field
 * would close the dialog at once if it reached it. Cancel goes through the guard as every dialog's Cancel does.
 */
function NameForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const cancel = useDiscardGuard(name !== '', onClose);
  return (
    <>
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <DateField label="Start Date" value={date} onChange={setDate} />
      <Button onClick={cancel}>Cancel</Button>
    </>
  );
}

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(
    // The app's theme names every close button Close; the bare provider of the tests does not.
    <FormModal opened onClose={onClose} title="Add Role" closeButtonProps={{ 'aria-label': 'Close' }}>
      <NameForm onClose={onClose} />
    </FormModal>,
  );
  return onClose;
}

const pressEscape = (target: Element) => fireEvent.keyDown(target, { key: 'Escape' });
const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const dateField = () => screen.getByRole('textbox', { name: 'Start Date' });

describe('FormModal', () => {
  it('closes at once on Escape while nothing is typed', () => {
    const onClose = renderDialog();
    pressEscape(nameField());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard Changes' })).toBeNull();
  });

  it('closes only the open calendar on Escape in a date field, keeping the dialog and the date typed', async () => {
    const onClose = renderDialog();
    fireEvent.focus(dateField());
    fireEvent.input(dateField(), { target: { value: '12/7/2026' } });

    pressEscape(dateField());

    expect(onClose).not.toHaveBeenCalled();
    expect((dateField() as HTMLInputElement).value).toBe('12/7/2026');
    // The calendar is closed now: the next Escape is the dialog's.
    await waitFor(() => expect(dateField().getAttribute('data-mantine-stop-propagation')).toBeNull());
    pressEscape(dateField());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape discards typed input; Escape or Keep Editing on the question keeps it', async () => {
    const onClose = renderDialog();
    fireEvent.change(nameField(), { target: { value: 'Senior Consultant' } });

    pressEscape(nameField());
    const question = await screen.findByRole('dialog', { name: 'Discard Changes' });
    expect(question.textContent).toContain('Close this dialog and lose what you typed in it?');
    pressEscape(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard Changes' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((nameField() as HTMLInputElement).value).toBe('Senior Consultant');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep Editing' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes once the person chooses Discard', async () => {
    const onClose = renderDialog();
    fireEvent.change(nameField(), { target: { value: 'Senior Consultant' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
