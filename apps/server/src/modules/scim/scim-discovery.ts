import { ENTERPRISE_USER_SCHEMA, GROUP_SCHEMA, USER_SCHEMA } from './present-scim';
import { MAX_PAGE_SIZE } from './scim-filter';

/**
 * The discovery documents of RFC 7644 section 4 (static): what this server supports, its resource types,
 * and the attributes of each schema it keeps.
 */

const SERVICE_PROVIDER_CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SERVICE_PROVIDER_CONFIG_SCHEMA],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/help`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE_SIZE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: 'The SCIM token an admin generates on the SCIM provisioning screen of Timekeep.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

function resourceType(baseUrl: string, name: 'User' | 'Group') {
  return {
    schemas: [RESOURCE_TYPE_SCHEMA],
    id: name,
    name,
    endpoint: `/${name}s`,
    description:
      name === 'User'
        ? 'A person of Timekeep'
        : 'A group of the identity provider, mapped to a role and a team',
    schema: name === 'User' ? USER_SCHEMA : GROUP_SCHEMA,
    ...(name === 'User' ? { schemaExtensions: [{ schema: ENTERPRISE_USER_SCHEMA, required: false }] } : {}),
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${name}` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [resourceType(baseUrl, 'User'), resourceType(baseUrl, 'Group')];
}

interface Attribute {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference' | 'dateTime';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  uniqueness?: 'none' | 'server' | 'global';
  description: string;
  subAttributes?: Attribute[];
  referenceTypes?: string[];
}

const attribute = (spec: Attribute): Record<string, unknown> => ({
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...spec,
  ...(spec.subAttributes ? { subAttributes: spec.subAttributes.map(attribute) } : {}),
});

const userAttributes: Attribute[] = [
  {
    name: 'userName',
    type: 'string',
    required: true,
    uniqueness: 'server',
    description: "The person's email: they sign in with it",
  },
  {
    name: 'name',
    type: 'complex',
    description: "The person's name",
    subAttributes: [
      { name: 'givenName', type: 'string', description: 'First name' },
      { name: 'familyName', type: 'string', description: 'Last name' },
      { name: 'formatted', type: 'string', mutability: 'readOnly', description: 'First and last name' },
    ],
  },
  { name: 'displayName', type: 'string', mutability: 'readOnly', description: 'First and last name' },
  { name: 'title', type: 'string', description: 'Job title' },
  {
    name: 'active',
    type: 'boolean',
    description: 'false: deactivated (no sign-in, sessions ended; history kept)',
  },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    description: 'The work email (the userName)',
    subAttributes: [
      { name: 'value', type: 'string', description: 'The address' },
      { name: 'type', type: 'string', description: 'work' },
      { name: 'primary', type: 'boolean', description: 'true' },
    ],
  },
  {
    name: 'groups',
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    description: 'The groups the person is in',
    subAttributes: [
      { name: 'value', type: 'string', description: 'The group id' },
      { name: 'display', type: 'string', description: 'The group name' },
      { name: '$ref', type: 'reference', referenceTypes: ['Group'], description: 'The group' },
    ],
  },
];

const groupAttributes: Attribute[] = [
  {
    name: 'displayName',
    type: 'string',
    required: true,
    uniqueness: 'server',
    description: 'The group name',
  },
  {
    name: 'members',
    type: 'complex',
    multiValued: true,
    description: 'The people in the group',
    subAttributes: [
      { name: 'value', type: 'string', mutability: 'immutable', description: 'The User id' },
      { name: 'display', type: 'string', mutability: 'readOnly', description: 'The name' },
      {
        name: '$ref',
        type: 'reference',
        referenceTypes: ['User'],
        mutability: 'immutable',
        description: 'The User',
      },
    ],
  },
];

function schema(baseUrl: string, id: string, name: string, attributes: Attribute[]) {
  return {
    schemas: [SCHEMA_SCHEMA],
    id,
    name,
    description: `${name} as Timekeep keeps it`,
    attributes: attributes.map(attribute),
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` },
  };
}

export function schemaDefinitions(baseUrl: string) {
  return [
    schema(baseUrl, USER_SCHEMA, 'User', userAttributes),
    schema(baseUrl, GROUP_SCHEMA, 'Group', groupAttributes),
  ];
}
