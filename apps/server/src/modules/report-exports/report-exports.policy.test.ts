import type { ReportExportStatus } from '@timekeep/shared/schemas/report-exports';
import { reportExportStatusSchema } from '@timekeep/shared/schemas/report-exports';
import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can, refusal } from './report-exports.policy';

const owner = policyActor({ id: 41, roles: ['reports'] });
const exportOf = (status: ReportExportStatus) => ({ personId: 41, status });

describe('report exports policy', () => {
  it('keeps an export its owner’s alone: nobody else reads, downloads or cancels it, an admin neither', () => {
    for (const stranger of [policyActor({ id: 42 }), policyActor({ id: 43, roles: ['admin', 'employee'] })]) {
      for (const action of ['read', 'download', 'cancel'] as const) {
        expect(can(stranger, action, exportOf('ready'))).toBe(false);
        expect(refusal(stranger, action, exportOf('ready'))?.code).toBe('forbidden');
      }
    }
  });

  it('hands out the file while it is ready, and cancels while it is queued or running', () => {
    const downloadable = reportExportStatusSchema.options.filter((status) =>
      can(owner, 'download', exportOf(status)),
    );
    const cancellable = reportExportStatusSchema.options.filter((status) =>
      can(owner, 'cancel', exportOf(status)),
    );
    expect({ downloadable, cancellable }).toEqual({
      downloadable: ['ready'],
      cancellable: ['queued', 'running'],
    });
    expect(reportExportStatusSchema.options.every((status) => can(owner, 'read', exportOf(status)))).toBe(
      true,
    );
    expect(refusal(owner, 'download', exportOf('expired'))).toEqual({
      code: 'invalid_state',
      message: 'This export was removed a day after it was ready: ask for it again.',
    });
    expect(refusal(owner, 'cancel', exportOf('ready'))?.code).toBe('invalid_state');
  });
});
