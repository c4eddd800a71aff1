import { screen, within } from '@testing-library/react';
import type { TeamMemberOverview } from '@timekeep/shared/schemas/team';
import { describe, expect, it } from 'vitest';
import { demoUsers, jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { TeamTimeOffPage, teamYearOptions } from './team-time-off-page';

function member(overrides: Partial<TeamMemberOverview>): TeamMemberOverview {
  return {
    spudUserId: 11,
    firstName: 'Emily',
    lastName: 'Carter',
    totalApproved: 60,
    takenYtd: 44,
    twoConsecutive: true,
    pendingRequest: true,
    ...overrides,
  };
}

const marcus = { id: 4, firstName: 'Marcus', lastName: 'Bennett', name: 'Marcus Bennett' };

function visit(path: string, answer: () => Response) {
  const fetchMock = stubApi({
    '/api/related_managers': () => jsonResponse(200, { relatedManagers: [marcus] }),
    '/api/team/ptos/overview': answer,
  });
  renderRoutes([{ path: '/team/pto', element: <TeamTimeOffPage /> }], path, {
    signedInAs: demoUsers.manager,
  });
  return fetchMock;
}

describe('the team time off overview', () => {
  it('offers 2017 up to next year, newest first', () => {
    expect(teamYearOptions('2026-05-04')).toEqual([
      '2027',
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
    ]);
  });

  it('lists members as last, first with their year, linking to their requests of that year', async () => {
    visit('/team/pto?year=2025&managerId=4', () =>
      jsonResponse(200, {
        year: 2025,
        team: [
          member({}),
          member({
            spudUserId: 12,
            firstName: 'Sofia',
            lastName: 'Alvarez',
            twoConsecutive: false,
            pendingRequest: false,
          }),
        ],
      }),
    );

    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Alvarez, Sofia', 'Carter, Emily']);
    expect(links[1]!.getAttribute('href')).toBe('/team/pto/11/2025?managerId=4');
    const carter = links[1]!.closest('tr')!;
    expect(within(carter).getByText('60 hours')).toBeTruthy();
    expect(within(carter).getByText('44 hours')).toBeTruthy();
    expect(within(carter).getByText('Pending Request')).toBeTruthy();
    const alvarez = links[0]!.closest('tr')!;
    expect(within(alvarez).queryByText('Pending Request')).toBeNull();
  });

  it('says in words what the 2 Consecutive Days icons mean, and what the column counts', async () => {
    visit('/team/pto', () =>
      jsonResponse(200, {
        year: 2025,
        team: [member({}), member({ spudUserId: 12, lastName: 'Alvarez', twoConsecutive: false })],
      }),
    );

    const [alvarez, carter] = (await screen.findAllByRole('link')).map((link) => link.closest('tr')!);
    expect(within(carter!).getByText('Taken')).toBeTruthy();
    expect(within(alvarez!).getByText('Not taken')).toBeTruthy();
    const header = screen.getByRole('columnheader', { name: '2 Consecutive Days' });
    expect(document.getElementById(header.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '2 Consecutive Days: whether an approved request starting in the year covers at least two working days in a row.',
    );
  });

  it('says whose team it shows while viewing as another lead, as the Time tab does', async () => {
    visit('/team/pto?managerId=4', () => jsonResponse(200, { year: 2025, team: [member({})] }));
    expect(await screen.findByText('Viewing time off for Marcus Bennett')).toBeTruthy();
  });

  it('says when the team is empty', async () => {
    visit('/team/pto', () => jsonResponse(200, { year: 2026, team: [] }));
    expect(await screen.findByText('No team members found.')).toBeTruthy();
  });

  it('raises the spec toast when the overview fails', async () => {
    visit('/team/pto', () => jsonResponse(403, { error: { code: 'forbidden', message: 'Not your team' } }));
    expect(await screen.findByText('Team PTO Overview Fetch Failed')).toBeTruthy();
    expect(
      screen.getByText(
        'Failed to fetch pto overview for your team! Please retry shortly or refresh the page.',
      ),
    ).toBeTruthy();
  });
});
