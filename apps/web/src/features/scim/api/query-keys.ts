/** The SCIM provisioning screen's queries. */
export const scimKeys = {
  all: ['scim'] as const,
  settings: () => [...scimKeys.all, 'settings'] as const,
  groups: () => [...scimKeys.all, 'groups'] as const,
};
