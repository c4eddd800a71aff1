import { todayIso } from '@timekeep/shared/domain/periods';
import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  blackoutInputSchema,
  blackoutResponseSchema,
  blackoutsQuerySchema,
  blackoutsResponseSchema,
  officeHolidayInputSchema,
  officeHolidayParamsSchema,
  officeHolidayResponseSchema,
  officeHolidaysQuerySchema,
  officeHolidaysResponseSchema,
  officeInputSchema,
  officeMoveInputSchema,
  officeMoveQuerySchema,
  officeMovesResponseSchema,
  officeResponseSchema,
  officesResponseSchema,
} from '@timekeep/shared/schemas/offices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { addBlackout, listBlackoutsOfYear, removeBlackout } from './blackouts';
import { changeOffice, createOffice, listAllOffices, removeOffice } from './manage-offices';
import { addOfficeHoliday, listHolidaysOfOffice, removeOfficeHoliday } from './office-holidays';
import { listOfficeMoves, moveToOffice, removeOfficeMove } from './office-moves';

/** Offices, their holidays, people's moves between them, and blackout days (issue 39): the admins'. */
export const officeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Offices');
  const config = { access: access.admin };

  app.get(
    '/api/admin/offices',
    { schema: { summary: 'Offices', response: { 200: officesResponseSchema } }, config },
    async (request) => ({ offices: await listAllOffices(db, requireActor(request), todayIso()) }),
  );

  app.post(
    '/api/admin/offices',
    {
      schema: { summary: 'Add an office', body: officeInputSchema, response: { 201: officeResponseSchema } },
      config,
    },
    async (request, reply) => {
      reply.code(201);
      return { office: await createOffice(db, requireActor(request), request.body, todayIso()) };
    },
  );

  app.put(
    '/api/admin/offices/:id',
    {
      schema: {
        summary: 'Rename an office or change its time zone',
        params: idParamsSchema,
        body: officeInputSchema,
        response: { 200: officeResponseSchema },
      },
      config,
    },
    async (request) => ({
      office: await changeOffice(db, requireActor(request), request.params.id, request.body, todayIso()),
    }),
  );

  app.delete(
    '/api/admin/offices/:id',
    { schema: { summary: 'Delete an office nobody belonged to', params: idParamsSchema }, config },
    async (request, reply) => {
      await removeOffice(db, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/offices/:id/holidays',
    {
      schema: {
        summary: "An office's holidays of a year",
        params: idParamsSchema,
        querystring: officeHolidaysQuerySchema,
        response: { 200: officeHolidaysResponseSchema },
      },
      config,
    },
    async (request) => ({
      holidays: await listHolidaysOfOffice(db, requireActor(request), request.params.id, request.query.year),
    }),
  );

  app.post(
    '/api/admin/offices/:id/holidays',
    {
      schema: {
        summary: 'Add a holiday of the office',
        params: idParamsSchema,
        body: officeHolidayInputSchema,
        response: { 201: officeHolidayResponseSchema },
      },
      config,
    },
    async (request, reply) => {
      reply.code(201);
      return { holiday: await addOfficeHoliday(db, requireActor(request), request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/admin/offices/:id/holidays/:holidayId',
    { schema: { summary: 'Delete a holiday of the office', params: officeHolidayParamsSchema }, config },
    async (request, reply) => {
      await removeOfficeHoliday(db, requireActor(request), request.params.id, request.params.holidayId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/people/:id/offices',
    {
      schema: {
        summary: "A person's offices and the days they moved",
        params: idParamsSchema,
        response: { 200: officeMovesResponseSchema },
      },
      config,
    },
    async (request) => ({ moves: await listOfficeMoves(db, requireActor(request), request.params.id) }),
  );

  app.put(
    '/api/admin/people/:id/offices',
    {
      schema: {
        summary: 'Move a person to an office from a day on',
        params: idParamsSchema,
        body: officeMoveInputSchema,
        response: { 200: officeMovesResponseSchema },
      },
      config,
    },
    async (request) => ({
      moves: await moveToOffice(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/people/:id/offices',
    {
      schema: {
        summary: "Undo a person's move",
        params: idParamsSchema,
        querystring: officeMoveQuerySchema,
        response: { 200: officeMovesResponseSchema },
      },
      config,
    },
    async (request) => ({
      moves: await removeOfficeMove(
        db,
        requireActor(request),
        request.params.id,
        request.query.effective_from,
      ),
    }),
  );

  app.get(
    '/api/admin/blackouts',
    {
      schema: {
        summary: 'Blackout days of a year',
        querystring: blackoutsQuerySchema,
        response: { 200: blackoutsResponseSchema },
      },
      config,
    },
    async (request) => ({
      blackouts: await listBlackoutsOfYear(db, requireActor(request), request.query.year),
    }),
  );

  app.post(
    '/api/admin/blackouts',
    {
      schema: {
        summary: 'Add blackout days, for an office or everyone',
        body: blackoutInputSchema,
        response: { 201: blackoutResponseSchema },
      },
      config,
    },
    async (request, reply) => {
      reply.code(201);
      return { blackout: await addBlackout(db, requireActor(request), request.body) };
    },
  );

  app.delete(
    '/api/admin/blackouts/:id',
    { schema: { summary: 'Delete blackout days', params: idParamsSchema }, config },
    async (request, reply) => {
      await removeBlackout(db, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
