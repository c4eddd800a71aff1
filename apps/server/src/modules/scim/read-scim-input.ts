import { ScimError } from './scim-errors';

/**
 * What the identity provider's requests say, read into what Timekeep keeps. Pure: no database. Attributes
 * Timekeep does not keep (phone numbers, addresses, the enterprise extension, displayName, ...) are accepted
 * and left alone, as Microsoft Entra ID sends every attribute its mapping names.
 */

/** A User's attributes Timekeep keeps; absent: unchanged (PATCH) or not sent. */
export interface ScimUserChange {
  userName?: string;
  givenName?: string;
  familyName?: string;
  title?: string | null;
  externalId?: string | null;
  active?: boolean;
}

export interface ScimPatchOperation {
  op: string;
  path?: string;
  value?: unknown;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Core schema URNs a path may start with; the attribute follows the last colon. */
const CORE_PREFIXES = [
  'urn:ietf:params:scim:schemas:core:2.0:user:',
  'urn:ietf:params:scim:schemas:core:2.0:group:',
];

/** A path as compared here: lower case, without the core schema's URN. */
function normalPath(path: string): string {
  const lower = path.trim().toLowerCase();
  const prefix = CORE_PREFIXES.find((each) => lower.startsWith(each));
  return prefix ? lower.slice(prefix.length) : lower;
}

/** Entra ID sends booleans as "True"/"False" now and then. */
function readBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
    return value.trim().toLowerCase() === 'true';
  throw new ScimError(400, `${attribute} must be true or false.`, 'invalidValue');
}

function readString(value: unknown, attribute: string): string {
  if (typeof value === 'string') return value;
  throw new ScimError(400, `${attribute} must be a string.`, 'invalidValue');
}

function readOptionalString(value: unknown, attribute: string): string | null {
  if (value === null || value === undefined) return null;
  const text = readString(value, attribute).trim();
  return text === '' ? null : text;
}

/** One attribute of a User set to a value (add and replace alike), into `change`. */
function setUserAttribute(change: ScimUserChange, path: string, value: unknown) {
  const attribute = normalPath(path);
  switch (attribute) {
    case 'username':
      change.userName = readString(value, 'userName');
      return;
    case 'active':
      change.active = readBoolean(value, 'active');
      return;
    case 'externalid':
      change.externalId = readOptionalString(value, 'externalId');
      return;
    case 'title':
      change.title = readOptionalString(value, 'title');
      return;
    case 'name.givenname':
      change.givenName = readString(value, 'name.givenName');
      return;
    case 'name.familyname':
      change.familyName = readString(value, 'name.familyName');
      return;
    case 'name':
      if (!isObject(value)) throw new ScimError(400, 'name must be an object.', 'invalidValue');
      for (const [key, inner] of Object.entries(value)) setUserAttribute(change, `name.${key}`, inner);
      return;
    default:
      // Attributes Timekeep does not keep (displayName, emails, phoneNumbers, the enterprise extension...).
      return;
  }
}

/** A User resource's body (POST, PUT) as a change: every attribute it names. */
export function readUserResource(body: unknown): ScimUserChange & { userName: string } {
  if (!isObject(body)) throw new ScimError(400, 'The body must be a User resource.', 'invalidSyntax');
  const change: ScimUserChange = {};
  for (const [key, value] of Object.entries(body)) {
    if (['schemas', 'id', 'meta', 'groups'].includes(key.toLowerCase())) continue;
    setUserAttribute(change, key, value);
  }
  if (!change.userName?.trim()) throw new ScimError(400, 'userName is required.', 'invalidValue');
  return { ...change, userName: change.userName };
}

/** The operations of a PatchOp body (RFC 7644 section 3.5.2); "Operations" as the RFC spells it, or lower case. */
export function readPatchOperations(body: unknown): ScimPatchOperation[] {
  if (!isObject(body)) throw new ScimError(400, 'The body must be a PatchOp message.', 'invalidSyntax');
  const operations = body.Operations ?? body.operations;
  if (!Array.isArray(operations) || operations.length === 0) {
    throw new ScimError(400, 'Operations must be a non-empty array.', 'invalidSyntax');
  }
  return operations.map((operation) => {
    if (!isObject(operation) || typeof operation.op !== 'string') {
      throw new ScimError(400, 'Each operation needs an op.', 'invalidSyntax');
    }
    const op = operation.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      throw new ScimError(400, `The op ${operation.op} is not add, replace or remove.`, 'invalidSyntax');
    }
    if (operation.path !== undefined && typeof operation.path !== 'string') {
      throw new ScimError(400, 'path must be a string.', 'invalidPath');
    }
    if (op === 'remove' && !operation.path) {
      throw new ScimError(400, 'A remove operation needs a path.', 'noTarget');
    }
    return { op, path: operation.path as string | undefined, value: operation.value };
  });
}

/** Attributes a User must keep: removing them is refused. */
const REQUIRED_USER_ATTRIBUTES = new Set(['username', 'name.givenname', 'name.familyname', 'name', 'active']);

/** A User's PatchOp operations as one change, applied in order (a later operation wins). */
export function readUserPatch(operations: readonly ScimPatchOperation[]): ScimUserChange {
  const change: ScimUserChange = {};
  for (const operation of operations) {
    if (operation.op === 'remove') {
      const attribute = normalPath(operation.path!);
      if (REQUIRED_USER_ATTRIBUTES.has(attribute)) {
        throw new ScimError(400, `${operation.path} is required and cannot be removed.`, 'mutability');
      }
      if (attribute === 'title') change.title = null;
      if (attribute === 'externalid') change.externalId = null;
      continue;
    }
    if (operation.path) {
      setUserAttribute(change, operation.path, operation.value);
    } else if (isObject(operation.value)) {
      for (const [key, value] of Object.entries(operation.value)) setUserAttribute(change, key, value);
    } else {
      throw new ScimError(400, `An ${operation.op} without a path needs an object value.`, 'invalidValue');
    }
  }
  return change;
}

/** A change to a group: its name and external id, and its members (by User id). */
export interface ScimGroupChange {
  displayName?: string;
  externalId?: string | null;
  /** Every member, replacing the list. */
  members?: string[];
  addMembers: string[];
  removeMembers: string[];
}

/** The User ids of a members value: `[{ value: "12" }, ...]` (one object alone is taken as a list of one). */
function readMemberIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((member) => {
    if (!isObject(member) || (typeof member.value !== 'string' && typeof member.value !== 'number')) {
      throw new ScimError(400, 'Each member must be an object with a value (the User id).', 'invalidValue');
    }
    return String(member.value);
  });
}

/** `members[value eq "12"]`: the member a remove names in its path. */
const MEMBER_PATH = /^members\s*\[\s*value\s+eq\s+"((?:[^"\\]|\\.)*)"\s*\]$/i;

/** A Group resource's body (POST, PUT). */
export function readGroupResource(body: unknown): {
  displayName: string;
  externalId: string | null;
  members: string[];
} {
  if (!isObject(body)) throw new ScimError(400, 'The body must be a Group resource.', 'invalidSyntax');
  const displayName = typeof body.displayName === 'string' ? body.displayName.trim() : '';
  if (displayName === '' || displayName.length > 200) {
    throw new ScimError(400, 'displayName is required (at most 200 characters).', 'invalidValue');
  }
  return {
    displayName,
    externalId: readOptionalString(body.externalId, 'externalId'),
    members: readMemberIds(body.members),
  };
}

function setGroupAttribute(change: ScimGroupChange, op: string, path: string, value: unknown) {
  const attribute = normalPath(path);
  if (attribute === 'displayname') {
    const name = readString(value, 'displayName').trim();
    if (name === '' || name.length > 200) {
      throw new ScimError(400, 'displayName must have 1 to 200 characters.', 'invalidValue');
    }
    change.displayName = name;
  } else if (attribute === 'externalid') {
    change.externalId = readOptionalString(value, 'externalId');
  } else if (attribute === 'members') {
    const ids = readMemberIds(value);
    if (op === 'replace') {
      change.members = ids;
      change.addMembers = [];
      change.removeMembers = [];
    } else {
      change.addMembers.push(...ids);
      change.removeMembers = change.removeMembers.filter((id) => !ids.includes(id));
    }
  }
}

/** A Group's PatchOp operations as one change, in order; member adds and removes as Entra ID sends them. */
export function readGroupPatch(operations: readonly ScimPatchOperation[]): ScimGroupChange {
  const change: ScimGroupChange = { addMembers: [], removeMembers: [] };
  for (const operation of operations) {
    if (operation.op === 'remove') {
      const path = operation.path!.trim();
      const single = MEMBER_PATH.exec(path);
      const removed = single
        ? [JSON.parse(`"${single[1]}"`) as string]
        : normalPath(path) === 'members'
          ? operation.value === undefined
            ? null
            : readMemberIds(operation.value)
          : undefined;
      if (removed === undefined) {
        if (normalPath(path) === 'externalid') change.externalId = null;
        else if (normalPath(path) === 'displayname') {
          throw new ScimError(400, 'displayName is required and cannot be removed.', 'mutability');
        }
        continue;
      }
      if (removed === null) {
        change.members = [];
        change.addMembers = [];
        change.removeMembers = [];
        continue;
      }
      change.removeMembers.push(...removed);
      change.addMembers = change.addMembers.filter((id) => !removed.includes(id));
      continue;
    }
    if (operation.path) {
      setGroupAttribute(change, operation.op, operation.path, operation.value);
    } else if (isObject(operation.value)) {
      for (const [key, value] of Object.entries(operation.value)) {
        setGroupAttribute(change, operation.op, key, value);
      }
    } else {
      throw new ScimError(400, `An ${operation.op} without a path needs an object value.`, 'invalidValue');
    }
  }
  return change;
}
