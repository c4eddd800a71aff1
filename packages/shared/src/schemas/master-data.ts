import { z } from 'zod';

export const isoDateSchema = z.iso.date();

export const holidaySchema = z.object({ id: z.number().int(), date: isoDateSchema, name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysResponseSchema = z.object({ holidays: z.array(holidaySchema) });

export const timesheetPeriodSchema = z.object({
  id: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  current: z.boolean(),
});
export type TimesheetPeriod = z.infer<typeof timesheetPeriodSchema>;
export const timesheetPeriodsResponseSchema = z.object({ timesheetPeriods: z.array(timesheetPeriodSchema) });
