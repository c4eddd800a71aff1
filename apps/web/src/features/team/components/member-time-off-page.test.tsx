import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIso } from '@timekeep/shared/domain/periods';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { MemberTimeOffPage } from './member-time-off-page';

const YEAR = Number(todayIso().slice(0, 4)) + 1;
const answerable = { edit: false, delete: false, approve: true, reject: true };

function pending(id: number, startDate: string): TimeOffRequest {
  return buildTimeOffRequest({ startDate }, { id, version: id * 10, permissions: answerable });
}

const first = pending(1, `${YEAR}-03-04`);
const second = pending(2, `${YEAR}-04-08`);
const approved = buildTimeOffRequest(
  { startDate: `${YEAR}-05-06`, status: 'approved' },
  { id: 3, version: 30, permissions: { ...answerable, approve: false } },
);

function visit(path: string, lists: TimeOffRequest[][], answers: Record<string, () => Response> = {}) {
  let reads = 0;
  const fetchMock = stubApi({
    '/api/related_managers': () =>
      jsonResponse(200, {
        relatedManagers: [{ id: 4, firstName: 'Marcus', lastName: 'Bennett', name: 'Marcus Bennett' }],
      }),
    '/api/team/ptos/balances': () =>
      jsonResponse(200, {
        balances: [{ type: 'pto', accumulatedAmount: { [YEAR]: 120 }, ptoRequested: { [YEAR]: 8 } }],
      }),
    '/api/team_members': () =>
      jsonResponse(200, {
        teamMembers: [{ id: 7, firstName: 'Erin', lastName: 'Employee', fullName: 'Erin Employee' }],
      }),
    '/api/team/ptos': () => {
      const list = lists[Math.min(reads, lists.length - 1)];
      reads += 1;
      return jsonResponse(200, { ptos: list });
    },
    ...answers,
  });
  const view = renderRoutes([{ path: '/team/pto/:personId/:year', element: <MemberTimeOffPage /> }], path);
  return { ...view, fetchMock };
}

function sentBody(fetchMock: ReturnType<typeof stubApi>, path: string) {
  const call = fetchMock.mock.calls.find(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );
  if (!call) throw new Error(`nothing sent to ${path}`);
  return JSON.parse(String((call as unknown as [string, RequestInit])[1].body));
}

describe("a team member's requests of a year", () => {
  it("is titled with the person's name and year and asks for that year of that person", async () => {
    const { fetchMock } = visit(`/team/pto/7/${YEAR}?managerId=4`, [[first]]);

    expect(await screen.findByRole('heading', { name: `Erin Employee's ${YEAR} Requests` })).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/team/ptos');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      user_id: '7',
      start_date: `${YEAR}-01-01`,
      end_date: `${YEAR}-12-31`,
      manager_id: '4',
    });
  });

  it('keeps the selection bar in its place before anything is selected, its buttons off until then', async () => {
    visit(`/team/pto/7/${YEAR}`, [[first, second]]);

    const bar = await screen.findByRole('region', { name: 'Selected requests' });
    expect(bar.textContent).toContain('Select requests to approve or reject several at once.');
    expect(within(bar).getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    expect(within(bar).getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: `Select PTO: Mar 4, ${YEAR}` }));
    expect(screen.getByRole('region', { name: 'Selected requests' })).toBe(bar);
    expect(bar.textContent).toContain('One Request(s) Selected');
    expect(within(bar).getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows each request's comment, and the lead's answer to it", async () => {
    const answered = buildTimeOffRequest(
      {
        startDate: `${YEAR}-06-01`,
        status: 'rejected',
        comment: 'Cousin’s wedding',
        managerComment: 'The go-live is that week',
        managerName: 'Megan Brooks',
      },
      { id: 5 },
    );
    visit(`/team/pto/7/${YEAR}`, [[first, answered]]);

    const row = (await screen.findByRole('button', { name: `Open PTO: Jun 1, ${YEAR}` })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Cousin’s wedding' })).toBeTruthy();
    expect(within(row).getByText('Megan Brooks: The go-live is that week')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Comment' })).toBeTruthy();
    const pendingRow = screen.getByRole('button', { name: `Open PTO: Mar 4, ${YEAR}` }).closest('tr')!;
    expect(within(pendingRow).getByRole('cell', { name: 'Dentist' })).toBeTruthy();
  });

  it("shows in the answer dialog what is left of the request's leave type in its year", async () => {
    visit(`/team/pto/7/${YEAR}?requestId=1`, [[first]]);

    const dialog = await screen.findByRole('dialog', { name: 'Time Off Request' });
    expect(
      await within(dialog).findByText(
        '112 hours left of 120 hours (PTO is not limited); this request counted',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(`PTO Balance in ${YEAR}`)).toBeTruthy();
  });

  it('says whose team it shows while viewing as another lead', async () => {
    visit(`/team/pto/7/${YEAR}?managerId=4`, [[first]]);
    expect(await screen.findByText('Viewing time off for Marcus Bennett')).toBeTruthy();
  });

  it('shows the empty text', async () => {
    visit(`/team/pto/7/${YEAR}`, [[]]);
    expect(await screen.findByText('No Time Off Requests Found!')).toBeTruthy();
  });

  it('counts the selection in words and selects every answerable request at once', async () => {
    visit(`/team/pto/7/${YEAR}`, [[first, second, approved]]);

    fireEvent.click(await screen.findByRole('checkbox', { name: `Select PTO: Mar 4, ${YEAR}` }));
    expect(screen.getByText('One Request(s) Selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all requests' }));
    expect(screen.getByText('Three Request(s) Selected')).toBeTruthy();
    // The approved request cannot be approved again: the server says so, and the bar follows.
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(false);
  });

  it('needs 5 to 200 characters to reject in bulk (focus back in the comment), sends every version, and clears the selection after', async () => {
    const rejected = [first, second].map((request) => ({
      ...request,
      version: request.version + 1,
      mostRecentDetail: { ...request.mostRecentDetail, status: 'rejected' as const },
    }));
    const { fetchMock } = visit(`/team/pto/7/${YEAR}`, [[first, second], rejected], {
      '/api/team/ptos/reject': () => jsonResponse(200, { ptos: rejected }),
    });

    fireEvent.click(await screen.findByRole('checkbox', { name: `Select PTO: Mar 4, ${YEAR}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select PTO: Apr 8, ${YEAR}` }));
    expect(screen.getByText('Two Request(s) Selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Reject' });
    const comment = within(dialog).getByRole('textbox', { name: /Comment \(Required\)/ });
    await waitFor(() => expect(document.activeElement).toBe(comment));
    fireEvent.change(comment, { target: { value: 'No' } });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    confirm.focus();
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText('Rejecting requests needs a comment of at least 5 characters.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(comment));

    fireEvent.change(comment, { target: { value: 'The team is short that week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Bulk rejection was successful!')).toBeTruthy();
    expect(sentBody(fetchMock, '/api/team/ptos/reject')).toEqual({
      pto_ids: [1, 2],
      versions: [10, 20],
      manager_comment: 'The team is short that week',
      manager_id: null,
    });
    await waitFor(() => expect(screen.queryByText(/Request\(s\) Selected/)).toBeNull());
    expect(screen.getAllByText('Rejected')).toHaveLength(2);
  });

  it('keeps the comment and the selection when a bulk approval fails', async () => {
    visit(`/team/pto/7/${YEAR}`, [[first, second]], {
      '/api/team/ptos/approve': () =>
        jsonResponse(500, { error: { code: 'internal_error', message: 'Boom' } }),
    });

    await screen.findByRole('checkbox', { name: `Select PTO: Mar 4, ${YEAR}` });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all requests' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Approve' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Confirm' })),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment \(Optional\)/ }), {
      target: { value: 'Enjoy' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Approval Failed')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Comment/ }) as HTMLTextAreaElement).value).toBe(
      'Enjoy',
    );
    const bar = screen.getByRole('region', { name: 'Selected requests', hidden: true });
    expect(within(bar).getByText('Two Request(s) Selected')).toBeTruthy();
  });

  it('opens the request named in the address, and answers it with its version for the lead viewed as', async () => {
    const answered = {
      ...first,
      mostRecentDetail: { ...first.mostRecentDetail, status: 'approved' as const },
    };
    const { fetchMock } = visit(`/team/pto/7/${YEAR}?requestId=1&managerId=4`, [[first], [answered]], {
      '/api/team/ptos/1/approve': () => jsonResponse(200, { pto: answered }),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Time Off Request' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Response' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);

    expect(await screen.findByText('Request was approved successfully!')).toBeTruthy();
    expect(sentBody(fetchMock, '/api/team/ptos/1/approve')).toEqual({
      manager_comment: null,
      manager_id: 4,
      version: 10,
    });
  });

  it('requires a comment before rejecting a single request, and moves the focus to it', async () => {
    const { fetchMock } = visit(`/team/pto/7/${YEAR}`, [[first]]);

    fireEvent.click(await screen.findByRole('button', { name: `Open PTO: Mar 4, ${YEAR}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Time Off Request' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    const submit = within(dialog).getByRole('button', { name: 'Submit Response' });
    submit.focus();
    fireEvent.click(submit);

    expect(await within(dialog).findByText('Rejecting a request needs a comment.')).toBeTruthy();
    // The focus goes where the problem is.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Comment/ })),
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/reject'))).toBe(false);
  });
});
