import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookDelivery, WebhookEndpoint } from '@timekeep/shared/schemas/webhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writesOf } from '../../../test/actions';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { WebhooksPage } from './webhooks-page';

const payroll: WebhookEndpoint = {
  id: 4,
  url: 'https://payroll.example.com/hook',
  description: 'Payroll',
  events: ['timesheet.approved'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  ownerId: 1,
  ownerName: 'Ada Admin',
  createdAt: '2026-03-02T10:00:00.000Z',
  pendingCount: 0,
};

const delivery: WebhookDelivery = {
  id: 9,
  eventId: '6f1c9a52-1f0e-4a59-9d43-3c3f1b2a7e10',
  eventType: 'timesheet.approved',
  occurredAt: '2026-03-02T10:05:00.000Z',
  state: 'delivered',
  nextAttemptAt: null,
  deliveredAt: '2026-03-02T10:05:02.000Z',
  attempts: [
    {
      id: 1,
      attemptedAt: '2026-03-02T10:05:01.000Z',
      statusCode: 500,
      response: 'Try later',
      durationMs: 41,
    },
    { id: 2, attemptedAt: '2026-03-02T10:05:12.000Z', statusCode: 200, response: 'ok', durationMs: 12 },
  ],
};

function renderPage(endpoints: WebhookEndpoint[] = [payroll]) {
  const fetchMock = stubApi({
    '/api/admin/webhooks': (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(201, {
            endpoint: { ...payroll, id: 5, url: 'https://invoicing.example.com/in' },
            secret: 'whsec_shown-once',
          })
        : jsonResponse(200, { endpoints }),
    '/api/admin/webhooks/4/deliveries': () => jsonResponse(200, { deliveries: [delivery] }),
    '/api/admin/webhooks/4/deliveries/9/redeliver': () =>
      jsonResponse(200, { delivery: { ...delivery, state: 'pending' } }),
  });
  renderWithProviders(<WebhooksPage />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WebhooksPage', () => {
  it('says so when there is no endpoint', async () => {
    renderPage([]);
    expect(await screen.findByText('No webhook endpoints yet.')).toBeTruthy();
  });

  it('registers an endpoint with the events chosen and shows its secret once', async () => {
    const fetchMock = renderPage();
    const form = screen.getByRole('form', { name: 'Add Webhook Endpoint' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Address/ }), {
      target: { value: 'https://invoicing.example.com/in' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Timesheets: all' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Timesheets: Submitted on behalf' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Endpoint' }));

    const secret = await screen.findByRole('textbox', { name: 'Signing secret' });
    expect((secret as HTMLInputElement).value).toBe('whsec_shown-once');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copy Secret' })).toBe(document.activeElement),
    );
    expect(writesOf(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/webhooks',
        body: {
          url: 'https://invoicing.example.com/in',
          description: '',
          events: [
            'timesheet.submitted',
            'timesheet.approved',
            'timesheet.rejected',
            'timesheet.unapproved',
            'timesheet.undone',
          ],
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('whsec_shown-once')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).toBeNull();
  });

  it("shows an endpoint's deliveries with every attempt, and sends one again", async () => {
    const fetchMock = renderPage();
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    fireEvent.click(await within(table).findByRole('button', { name: `Deliveries to ${payroll.url}` }));
    const log = await screen.findByRole('table', { name: `Deliveries to ${payroll.url}` });
    const row = await within(log).findByRole('row', { name: /Timesheets: Approved/ });
    expect(row.textContent).toContain('HTTP 500, 41 ms');
    expect(row.textContent).toContain('Try later');
    expect(row.textContent).toContain('HTTP 200, 12 ms');
    fireEvent.click(
      within(row).getByRole('button', { name: new RegExp(`^Redeliver .* ${delivery.eventId}$`) }),
    );
    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        { method: 'POST', path: '/api/admin/webhooks/4/deliveries/9/redeliver', body: {} },
      ]),
    );
  });
});
