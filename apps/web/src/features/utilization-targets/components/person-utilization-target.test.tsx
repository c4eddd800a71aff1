import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PersonUtilizationTarget as Target } from '@timekeep/shared/schemas/utilization-targets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writesOf } from '../../../test/actions';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { PersonUtilizationTarget } from './person-utilization-target';

function renderTarget(target: Target) {
  const fetchMock = stubApi({
    '/api/admin/utilization_targets/people/7': (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { utilizationTarget: { personId: 7, own: 90, effective: 90, source: 'own' } })
        : jsonResponse(200, { utilizationTarget: target }),
  });
  renderWithProviders(<PersonUtilizationTarget personId={7} personName="Dana Quinn" />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PersonUtilizationTarget', () => {
  it('shows the target that counts and where it comes from', async () => {
    renderTarget({ personId: 7, own: null, effective: 80, source: 'department' });
    const section = screen.getByRole('region', { name: 'Utilization target' });
    expect(
      await within(section).findByText('Target of Dana Quinn: 80%, the default of their department.'),
    ).toBeTruthy();
    expect((within(section).getByRole('textbox', { name: /^Own target/ }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('says so when there is no target at all', async () => {
    renderTarget({ personId: 7, own: null, effective: null, source: 'none' });
    expect(await screen.findByText(/Dana Quinn has no utilization target/)).toBeTruthy();
  });

  it('saves an own target, and empties it back to none', async () => {
    const fetchMock = renderTarget({ personId: 7, own: 60, effective: 60, source: 'own' });
    const input = (await screen.findByRole('textbox', { name: /^Own target/ })) as HTMLInputElement;
    expect(input.value).toBe('60');
    const save = screen.getByRole('button', { name: 'Save Target' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '90' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        { method: 'PUT', path: '/api/admin/utilization_targets/people/7', body: { target: 90 } },
      ]),
    );
  });

  it('sends none when the own target is emptied', async () => {
    const fetchMock = renderTarget({ personId: 7, own: 60, effective: 60, source: 'own' });
    const input = await screen.findByRole('textbox', { name: /^Own target/ });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Target' }));
    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        { method: 'PUT', path: '/api/admin/utilization_targets/people/7', body: { target: null } },
      ]),
    );
  });
});
