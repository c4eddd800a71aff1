import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('explains the problem and reloads the page on request', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <MantineProvider>
        <ErrorScreen />
      </MantineProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        'We ran into an issue. Please try what you were doing again shortly or report it if it persists!',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Click here try again.' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
