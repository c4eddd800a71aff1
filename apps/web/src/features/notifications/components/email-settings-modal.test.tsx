import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  type EmailPreferencesResponse,
  emailTopicSchema,
  type NotificationsResponse,
} from '@timekeep/shared/schemas/notifications';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const allOn: EmailPreferencesResponse = {
  topics: emailTopicSchema.options.map((topic) => ({ topic, email: true })),
};
const noNotifications: NotificationsResponse = { notifications: [], unreadCount: 0 };

/**
 * The bell, with the email preferences answered in turn by `answers` (the GET first, then each PUT), and
 * its email settings opened.
 */
async function openEmailSettings(answers: Response[]) {
  const fetchMock = stubApi({
    '/api/notifications': () => jsonResponse(200, noNotifications),
    '/api/notifications/email_preferences': () => answers.shift() ?? jsonResponse(500, {}),
  });
  renderRoutes([{ path: '/', element: <NotificationBell /> }], '/');
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Email settings' }));
  await screen.findByRole('dialog', { name: 'Email notifications' });
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([input, init]) => [String(input), JSON.parse(String(init?.body))]);

/** A switch by its label (its accessible name goes on with its description). */
const switchNamed = (label: string) =>
  screen.findByRole<HTMLInputElement>('switch', { name: (name) => name.startsWith(label) });

describe('EmailSettingsModal', () => {
  it('lists every topic as a switch, with what it covers, and says the bell keeps them all', async () => {
    await openEmailSettings([jsonResponse(200, allOn)]);

    await switchNamed('Timesheets my team submits');
    expect(screen.getAllByRole('switch')).toHaveLength(9);
    expect(screen.getAllByRole<HTMLInputElement>('switch').every((input) => input.checked)).toBe(true);
    expect(
      screen.getByText('When your timesheet is submitted for you, approved, rejected or unapproved.'),
    ).toBeTruthy();
    expect(
      screen.getByText('The bell always lists every notification; these choose only what is also emailed.'),
    ).toBeTruthy();
  });

  it('shows only the topics the server offers the person', async () => {
    const offered = allOn.topics.filter(({ topic }) =>
      ['my_timesheet', 'my_time_off', 'budget_alerts'].includes(topic),
    );
    await openEmailSettings([jsonResponse(200, { topics: offered })]);

    await switchNamed('Decisions on my timesheet');
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByText('Engagement budget alerts')).toBeTruthy();
    expect(screen.queryByText('Timesheets my team submits')).toBeNull();
  });

  it('saves a switch at once, sending that topic alone', async () => {
    const saved = {
      topics: allOn.topics.map((shown) =>
        shown.topic === 'my_timesheet' ? { ...shown, email: false } : shown,
      ),
    };
    const fetchMock = await openEmailSettings([jsonResponse(200, allOn), jsonResponse(200, saved)]);

    fireEvent.click(await switchNamed('Decisions on my timesheet'));

    expect((await switchNamed('Decisions on my timesheet')).checked).toBe(false);
    await waitFor(() =>
      expect(puts(fetchMock)).toEqual([
        ['/api/notifications/email_preferences', { topics: { my_timesheet: false } }],
      ]),
    );
    expect((await switchNamed('Decisions on my timesheet')).checked).toBe(false);
  });

  it('puts the switch back and says so when the change is not saved', async () => {
    await openEmailSettings([
      jsonResponse(200, allOn),
      jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong.' } }),
    ]);

    fireEvent.click(await switchNamed('Answers to my time-off requests'));

    expect(await screen.findByText('Email setting not saved')).toBeTruthy();
    expect((await switchNamed('Answers to my time-off requests')).checked).toBe(true);
  });
});
