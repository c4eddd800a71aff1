import {
  departmentTargetResponseSchema,
  jobTitleTargetResponseSchema,
  personUtilizationTargetResponseSchema,
  utilizationTargetsResponseSchema,
} from '@timekeep/shared/schemas/utilization-targets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit-log';
import { createPerson, insertDepartment } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';

let context: TestContext;
let admin: SignedIn;
let run = 0;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

/** A department and a job title no other test uses. */
async function freshBasis() {
  run += 1;
  const departmentName = `Targets ${run}`;
  return {
    departmentName,
    departmentId: await insertDepartment(context.database.db, departmentName),
    jobTitle: `Target title ${run}`,
  };
}

async function setDepartment(departmentId: number, target: number | null) {
  const response = await admin.put(`/api/admin/utilization_targets/departments/${departmentId}`, { target });
  expect(response.statusCode, response.body).toBe(200);
  return departmentTargetResponseSchema.parse(response.json()).department;
}

async function setTitle(jobTitle: string, target: number | null) {
  const response = await admin.put('/api/admin/utilization_targets/job_titles', { jobTitle, target });
  expect(response.statusCode, response.body).toBe(200);
  return jobTitleTargetResponseSchema.parse(response.json()).jobTitle;
}

async function setOwn(personId: number, target: number | null) {
  const response = await admin.put(`/api/admin/utilization_targets/people/${personId}`, { target });
  expect(response.statusCode, response.body).toBe(200);
  return personUtilizationTargetResponseSchema.parse(response.json()).utilizationTarget;
}

async function targetOf(personId: number) {
  const response = await admin.get(`/api/admin/utilization_targets/people/${personId}`);
  expect(response.statusCode, response.body).toBe(200);
  return personUtilizationTargetResponseSchema.parse(response.json()).utilizationTarget;
}

async function listed() {
  const response = await admin.get('/api/admin/utilization_targets');
  expect(response.statusCode, response.body).toBe(200);
  return utilizationTargetsResponseSchema.parse(response.json());
}

describe('defaults by department and by job title', () => {
  it('lists every department and every title people have, with its default or null', async () => {
    const { departmentId, departmentName, jobTitle } = await freshBasis();
    await createPerson(context, { jobTitle, departmentId });
    await createPerson(context, { jobTitle });
    await createPerson(context, { jobTitle, enabled: false });
    const before = await listed();
    expect(before.departments).toContainEqual({ departmentId, departmentName, target: null });
    expect(before.jobTitles).toContainEqual({ jobTitle, target: null, peopleCount: 2 });

    expect(await setDepartment(departmentId, 75)).toEqual({ departmentId, departmentName, target: 75 });
    expect(await setTitle(jobTitle, 90)).toEqual({ jobTitle, target: 90, peopleCount: 2 });
    const after = await listed();
    expect(after.departments).toContainEqual({ departmentId, departmentName, target: 75 });
    expect(after.jobTitles).toContainEqual({ jobTitle, target: 90, peopleCount: 2 });
    const names = after.departments.map((department) => department.departmentName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('changes and removes a default, each write audited with the target before and after', async () => {
    const { departmentId, departmentName, jobTitle } = await freshBasis();
    await setDepartment(departmentId, 80);
    expect(await setDepartment(departmentId, 60)).toMatchObject({ target: 60 });
    expect(
      await latestAudit(admin, 'utilization_target_default', `department:${departmentId}`),
    ).toMatchObject({
      action: 'utilization_target_default_changed',
      actor: { id: admin.person.id },
      before: { department: departmentName, target: 80 },
      after: { department: departmentName, target: 60 },
    });
    expect(await setDepartment(departmentId, null)).toMatchObject({ target: null });
    expect((await listed()).departments).toContainEqual({ departmentId, departmentName, target: null });

    // A title nobody has yet may have a default, listed until it is removed.
    expect(await setTitle(jobTitle, 0)).toEqual({ jobTitle, target: 0, peopleCount: 0 });
    expect((await listed()).jobTitles).toContainEqual({ jobTitle, target: 0, peopleCount: 0 });
    expect(await setTitle(`  ${jobTitle}  `, 200)).toMatchObject({ jobTitle, target: 200 });
    expect(await latestAudit(admin, 'utilization_target_default', `job_title:${jobTitle}`)).toMatchObject({
      before: { jobTitle, target: 0 },
      after: { jobTitle, target: 200 },
    });
    expect(await setTitle(jobTitle, null)).toEqual({ jobTitle, target: null, peopleCount: 0 });
    expect((await listed()).jobTitles.map((title) => title.jobTitle)).not.toContain(jobTitle);
  });

  it('refuses a target outside 0 to 200 or not whole, a blank title and an unknown department', async () => {
    const { departmentId } = await freshBasis();
    for (const target of [-1, 201, 80.5, '80']) {
      const response = await admin.put(`/api/admin/utilization_targets/departments/${departmentId}`, {
        target,
      });
      expectRefusal(response, 400, 'validation_failed', 'body.target');
    }
    expectRefusal(
      await admin.put('/api/admin/utilization_targets/job_titles', { jobTitle: '  ', target: 80 }),
      400,
      'validation_failed',
      'body.jobTitle',
    );
    expectRefusal(
      await admin.put('/api/admin/utilization_targets/job_titles', { jobTitle: 'Analyst', target: 300 }),
      400,
      'validation_failed',
      'body.target',
    );
    const unknown = await admin.put('/api/admin/utilization_targets/departments/999999', { target: 80 });
    expectRefusal(unknown, 404, 'not_found');
    expect(unknown.json().error.message).toBe('Department not found.');
    expect((await listed()).departments.find((row) => row.departmentId === departmentId)?.target).toBeNull();
  });
});

describe("a person's target", () => {
  it('is their own, else their title’s default, else their department’s, else none', async () => {
    const { departmentId, jobTitle } = await freshBasis();
    const person = await createPerson(context, { jobTitle, departmentId });
    expect(await targetOf(person.id)).toEqual({
      personId: person.id,
      own: null,
      effective: null,
      source: 'none',
    });
    await setDepartment(departmentId, 70);
    expect(await targetOf(person.id)).toMatchObject({ own: null, effective: 70, source: 'department' });
    await setTitle(jobTitle, 85);
    expect(await targetOf(person.id)).toMatchObject({ own: null, effective: 85, source: 'job_title' });
    expect(await setOwn(person.id, 60)).toEqual({
      personId: person.id,
      own: 60,
      effective: 60,
      source: 'own',
    });
    // An own target of 0 is a target, not none.
    expect(await setOwn(person.id, 0)).toMatchObject({ own: 0, effective: 0, source: 'own' });
    expect(await setOwn(person.id, null)).toMatchObject({ own: null, effective: 85, source: 'job_title' });
    await setTitle(jobTitle, null);
    expect(await targetOf(person.id)).toMatchObject({ effective: 70, source: 'department' });
  });

  it('audits the change on the person and refuses an unknown person or a bad target', async () => {
    const person = await createPerson(context);
    await setOwn(person.id, 80);
    await setOwn(person.id, 95);
    expect(await latestAudit(admin, 'person', person.id)).toMatchObject({
      action: 'person_utilization_target_changed',
      before: { utilizationTarget: 80 },
      after: { utilizationTarget: 95 },
    });
    const unknown = await admin.put('/api/admin/utilization_targets/people/999999', { target: 80 });
    expectRefusal(unknown, 404, 'not_found');
    expect(unknown.json().error.message).toBe('Person not found.');
    expectRefusal(await admin.get('/api/admin/utilization_targets/people/999999'), 404, 'not_found');
    expectRefusal(
      await admin.put(`/api/admin/utilization_targets/people/${person.id}`, { target: 201 }),
      400,
      'validation_failed',
      'body.target',
    );
    expectRefusal(
      await admin.put(`/api/admin/utilization_targets/people/${person.id}`, {}),
      400,
      'validation_failed',
      'body.target',
    );
    expect(await targetOf(person.id)).toMatchObject({ own: 95 });
  });

  it('is for admins only', async () => {
    const person = await createPerson(context);
    const employee = await signedIn(context, person);
    expectRefusal(await employee.get('/api/admin/utilization_targets'), 403, 'forbidden');
    expectRefusal(
      await employee.put(`/api/admin/utilization_targets/people/${person.id}`, { target: 100 }),
      403,
      'forbidden',
    );
    expect(await targetOf(person.id)).toMatchObject({ own: null });
  });
});
