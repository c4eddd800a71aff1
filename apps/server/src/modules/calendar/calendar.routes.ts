import { todayIso } from '@timekeep/shared/domain/periods';
import {
  adminTimeOffBalanceResponseSchema,
  adminTimeOffBalancesResponseSchema,
  closablePeriodResponseSchema,
  closablePeriodsResponseSchema,
  generatePeriodsBodySchema,
  generatePeriodsResponseSchema,
  holidayInputSchema,
  holidayRenameSchema,
  holidayResponseSchema,
  holidaysOfYearQuerySchema,
  holidaysOfYearResponseSchema,
  holidaysResponseSchema,
  periodClosingSettingsSchema,
  reopenPeriodBodySchema,
  timeOffBalanceInputSchema,
  timeOffBalancesQuerySchema,
  timesheetPeriodsResponseSchema,
} from '@timekeep/shared/schemas/calendar';
import { idParamsSchema } from '@timekeep/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPersonHolidays } from '../../core/calendar-lookups';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { addHoliday } from './add-holiday';
import { closePeriod } from './close-period';
import { deleteHoliday } from './delete-holiday';
import { deletePeriod } from './delete-period';
import { generatePeriods } from './generate-periods';
import { listPeriodsToClose } from './list-closable-periods';
import { listHolidaysForYear } from './list-holidays-of-year';
import { listTimeOffBalances } from './list-time-off-balances';
import { listTimesheetPeriodsWithCurrent } from './list-timesheet-periods';
import { getClosingSettings, setClosingSettings } from './period-closing-settings';
import { renameHoliday } from './rename-holiday';
import { reopenPeriod } from './reopen-period';
import { setTimeOffBalance } from './set-time-off-balance';

/** Company holidays by year, timesheet periods (closing and reopening them too), and time-off balances, for admins. */
/** Every day the app keeps data for (`yearSchema`). */
const EARLIEST_DAY = '2000-01-01';
const LATEST_DAY = '2100-12-31';

export const calendarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Calendar: holidays, periods, balances');
  const config = { access: access.admin };

  app.get(
    '/api/admin/holidays',
    {
      schema: {
        summary: 'The holidays of a year',
        querystring: holidaysOfYearQuerySchema,
        response: { 200: holidaysOfYearResponseSchema },
      },
      config,
    },
    async (request) => listHolidaysForYear(db, requireActor(request), request.query.year),
  );

  app.post(
    '/api/admin/holidays',
    {
      schema: {
        summary: 'Add a holiday',
        body: holidayInputSchema,
        response: { 200: holidayResponseSchema },
      },
      config,
    },
    async (request) => ({ holiday: await addHoliday(db, requireActor(request), request.body) }),
  );

  app.patch(
    '/api/admin/holidays/:id',
    {
      schema: {
        summary: 'Rename a holiday',
        params: idParamsSchema,
        body: holidayRenameSchema,
        response: { 200: holidayResponseSchema },
      },
      config,
    },
    async (request) => ({
      holiday: await renameHoliday(db, requireActor(request), request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/api/admin/holidays/:id',
    { schema: { summary: 'Delete a holiday', params: idParamsSchema }, config },
    async (request, reply) => {
      await deleteHoliday(db, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/timesheet_periods/generate',
    {
      schema: {
        summary: 'Create the missing timesheet periods up to a date',
        body: generatePeriodsBodySchema,
        response: { 200: generatePeriodsResponseSchema },
      },
      config,
    },
    async (request) => generatePeriods(db, requireActor(request), request.body.through),
  );

  app.delete(
    '/api/admin/timesheet_periods/:id',
    { schema: { summary: 'Delete a timesheet period no timesheet uses', params: idParamsSchema }, config },
    async (request, reply) => {
      await deletePeriod(db, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/timesheet_periods/closing',
    {
      schema: {
        summary: 'The ended timesheet periods, closed or not, with their reopenings',
        response: { 200: closablePeriodsResponseSchema },
      },
      config,
    },
    async (request) => ({ periods: await listPeriodsToClose(db, requireActor(request)) }),
  );

  app.get(
    '/api/admin/period_closing_settings',
    {
      schema: {
        summary: 'Whether periods close by themselves, and how many working days after they end',
        response: { 200: periodClosingSettingsSchema },
      },
      config,
    },
    async (request) => getClosingSettings(db, requireActor(request)),
  );

  app.put(
    '/api/admin/period_closing_settings',
    {
      schema: {
        summary: 'Set whether periods close by themselves, and how many working days after they end',
        body: periodClosingSettingsSchema,
        response: { 200: periodClosingSettingsSchema },
      },
      config,
    },
    async (request) => setClosingSettings(db, requireActor(request), request.body),
  );

  app.post(
    '/api/admin/timesheet_periods/:id/close',
    {
      schema: {
        summary: 'Close an ended timesheet period: no timesheet of it changes any more',
        params: idParamsSchema,
        response: { 200: closablePeriodResponseSchema },
      },
      config,
    },
    async (request) => ({ period: await closePeriod(db, requireActor(request), request.params.id) }),
  );

  app.post(
    '/api/admin/timesheet_periods/:id/reopen',
    {
      schema: {
        summary: 'Reopen a closed period for one person or everyone, for a while, with a reason',
        params: idParamsSchema,
        body: reopenPeriodBodySchema,
        response: { 200: closablePeriodResponseSchema },
      },
      config,
    },
    async (request) => ({
      period: await reopenPeriod(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/admin/time_off_balances',
    {
      schema: {
        summary: 'Time-off balances by person and year',
        querystring: timeOffBalancesQuerySchema,
        response: { 200: adminTimeOffBalancesResponseSchema },
      },
      config,
    },
    async (request) => ({ balances: await listTimeOffBalances(db, requireActor(request), request.query) }),
  );

  app.put(
    '/api/admin/time_off_balances',
    {
      schema: {
        summary: "Set a person's balance of a leave type for a year",
        body: timeOffBalanceInputSchema,
        response: { 200: adminTimeOffBalanceResponseSchema },
      },
      config,
    },
    async (request) => ({
      balance: await setTimeOffBalance(db, requireActor(request), request.body, todayIso()),
    }),
  );

  app.get(
    '/api/holidays',
    {
      schema: {
        summary: "The caller's holidays: the company's, and their office's on the days they belong to it",
        response: { 200: holidaysResponseSchema },
      },
      config: { access: access.anySignedIn },
    },
    async (request) => ({
      holidays: await listPersonHolidays(db, requireActor(request).id, EARLIEST_DAY, LATEST_DAY),
    }),
  );

  app.get(
    '/api/timesheet_periods',
    {
      schema: { summary: 'Timesheet periods', response: { 200: timesheetPeriodsResponseSchema } },
      config: { access: access.anySignedIn },
    },
    async () => ({ timesheetPeriods: await listTimesheetPeriodsWithCurrent(db) }),
  );
};
