import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { SubNav } from './sub-nav';

const items = [
  { to: '/team/pending', label: 'Pending' },
  { to: '/team/timesheets', label: 'Time', disabled: true },
  { to: '/team/pto', label: 'Time Off' },
];

describe('SubNav', () => {
  it('marks the current item and refuses to follow a disabled one', () => {
    const { router } = renderRoutes(
      [{ path: '*', element: <SubNav label="Team sections" items={items} /> }],
      '/team/pending',
    );

    expect(screen.getByRole('link', { name: 'Pending' }).getAttribute('aria-current')).toBe('page');
    const disabled = screen.getByRole('link', { name: 'Time' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(disabled);
    expect(router.state.location.pathname).toBe('/team/pending');

    fireEvent.click(screen.getByRole('link', { name: 'Time Off' }));
    expect(router.state.location.pathname).toBe('/team/pto');
  });
});
