import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TimesheetActionDialog } from './timesheet-action-dialog';

describe('TimesheetActionDialog', () => {
  it('puts the focus back in the note after "A rejection needs a note."', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <TimesheetActionDialog
        action="reject"
        employee="Emily Carter"
        range="Mar 01 - 15"
        permitted
        busy={false}
        failure={null}
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Timesheet' });
    const note = within(dialog).getByRole('textbox', { name: /Note \(Required\)/ });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    reject.focus();

    fireEvent.click(reject);

    expect(await within(dialog).findByText('A rejection needs a note.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
