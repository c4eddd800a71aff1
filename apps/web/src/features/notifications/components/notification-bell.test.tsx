import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification, NotificationsResponse } from '@timekeep/shared/schemas/notifications';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { NotificationBell } from './notification-bell';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'timesheet_rejected',
    subject: 'Morgan Manager rejected your timesheet for Nov 1, 2026 - Nov 15, 2026.',
    body: 'Add the workshop',
    link: '/timesheets?start_date=2026-11-01',
    actorName: 'Morgan Manager',
    createdAt: '2026-11-16T09:30:00.000Z',
    readAt: null,
    undo: null,
    ...overrides,
  };
}

function renderBell(answer: NotificationsResponse) {
  const fetchMock = stubApi({
    '/api/notifications': () => jsonResponse(200, answer),
    '/api/notifications/1/read': () => jsonResponse(200, { unreadCount: answer.unreadCount - 1 }),
    '/api/notifications/read_all': () => jsonResponse(200, { unreadCount: 0 }),
    '/api/team/timesheet_decision_batches/9/undo': () =>
      jsonResponse(200, { returned: [{ id: 4, status: 'pending', version: 3 }], refused: [] }),
  });
  const view = renderRoutes(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/timesheets', element: <p>Timesheet page</p> },
    ],
    '/',
  );
  return { ...view, fetchMock };
}

const posted = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input));

describe('NotificationBell', () => {
  it('names the unread count on the bell and shows it', async () => {
    renderBell({ notifications: [notification(), notification({ id: 2 })], unreadCount: 2 });

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('2')).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    renderBell({ notifications: [], unreadCount: 0 });

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));

    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers Undo on a lead’s decision in bulk while the server says it may be undone', async () => {
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    const { fetchMock } = renderBell({
      notifications: [
        notification({
          id: 3,
          kind: 'timesheet_batch_decided',
          subject: 'You approved 1 timesheet together. Undo is offered here for 10 minutes.',
          body: null,
          link: '/team/pending',
          undo: { batchId: 9, until },
        }),
        notification({ id: 2, undo: { batchId: 8, until: new Date(Date.now() - 1000).toISOString() } }),
      ],
      unreadCount: 2,
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const undo = within(panel).getAllByRole('button', { name: 'Undo this decision' });
    expect(undo).toHaveLength(1);
    fireEvent.click(undo[0]!);

    await waitFor(() => expect(posted(fetchMock)).toContain('/api/team/timesheet_decision_batches/9/undo'));
    expect(await screen.findByText('1 timesheet went back to where it was.')).toBeTruthy();
  });

  it('lists each notification as a link to its item, with the note, and marks it read when followed', async () => {
    const { fetchMock, router } = renderBell({ notifications: [notification()], unreadCount: 1 });

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const link = within(panel).getByRole('link', {
      name: /^Unread: Morgan Manager rejected your timesheet for Nov 1, 2026 - Nov 15, 2026\./,
    });
    expect(link.getAttribute('href')).toBe('/timesheets?start_date=2026-11-01');
    expect(within(link).getByText('“Add the workshop”')).toBeTruthy();

    fireEvent.click(link);

    await waitFor(() => expect(router.state.location.pathname).toBe('/timesheets'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await waitFor(() => expect(posted(fetchMock)).toEqual(['/api/notifications/1/read']));
  });

  it("quotes a person's note but not the app's own words of a reminder", async () => {
    const reminder = notification({
      id: 2,
      kind: 'timesheet_reminder',
      subject: 'Reminder: your timesheet for Nov 1, 2026 - Nov 15, 2026 is not submitted yet.',
      body: 'The period has ended: please submit it so that your team lead can approve it.',
      actorName: null,
    });
    renderBell({ notifications: [reminder, notification()], unreadCount: 2 });

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });

    expect(
      within(panel).getByText(
        'The period has ended: please submit it so that your team lead can approve it.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('“Add the workshop”')).toBeTruthy();
  });

  it('marks all as read', async () => {
    const { fetchMock } = renderBell({ notifications: [notification()], unreadCount: 1 });

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(posted(fetchMock)).toEqual(['/api/notifications/read_all']));
  });

  it('closes on Escape with focus back on the bell', async () => {
    renderBell({ notifications: [notification()], unreadCount: 1 });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    await screen.findByRole('region', { name: 'Notifications' });

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });
});
