import type { sendRemindersResponseSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/reminders: remind now everyone yet to submit the period holding `date`. */
export function sendReminders(date: string) {
  return apiCall<typeof sendRemindersResponseSchema>('/api/admin/reminders', {
    method: 'POST',
    body: { date },
  });
}

/** Sends the reminders; the audit log, which records who sent them, is read again. */
export const useSendReminders = () => useCompanyDataWrite(sendReminders);
