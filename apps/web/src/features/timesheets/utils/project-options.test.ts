import { describe, expect, it } from 'vitest';
import { ADDITIONAL_PROJECTS_CLIENT_ID, buildProjectOptions, filterProjectOptions } from './project-options';

const period = { startDate: '2025-03-01', endDate: '2025-03-15' };
const options = buildProjectOptions(
  [
    {
      clientId: 1,
      clientName: 'Acme Corporation',
      engagementId: 10,
      name: 'Data Platform',
      projectId: 'ACME-1001',
      billable: true,
      startDate: '2024-01-01',
      endDate: null,
      roles: [
        { id: 5, resourceId: 50, name: 'Senior Consultant', startDate: '2024-01-01', endDate: null },
        { id: 6, resourceId: 51, name: 'Architect', startDate: '2024-01-01', endDate: '2024-12-31' },
      ],
    },
  ],
  [
    { id: 3, name: 'Internal Training', assignment: { startDate: '2020-01-01', endDate: null } },
    { id: 4, name: 'Bench', assignment: null },
    { id: 5, name: 'Sales Support', assignment: { startDate: '2020-01-01', endDate: '2025-02-28' } },
  ],
  period,
);

describe('project options', () => {
  it('lists roles active in the period and additional projects assigned in it under their own client, with no role', () => {
    expect(options.map((option) => option.value)).toEqual(['resource-50', 'additional-3']);
    expect(options[1]).toMatchObject({ clientId: ADDITIONAL_PROJECTS_CLIENT_ID, roleName: null });
  });

  it('matches every space-separated word, case-insensitively', () => {
    expect(filterProjectOptions(options, 'acme SENIOR')).toHaveLength(1);
    expect(filterProjectOptions(options, 'acme training')).toHaveLength(0);
    expect(filterProjectOptions(options, '  training  ')).toHaveLength(1);
    expect(filterProjectOptions(options, '')).toHaveLength(2);
  });

  it('searches with at most 50 characters', () => {
    expect(filterProjectOptions(options, `${'a'.repeat(50)}zzz`)).toHaveLength(0);
    expect(filterProjectOptions(options, `acme${' '.repeat(50)}zzz`)).toHaveLength(1);
  });
});
