/** The caller's personal tokens and the admins' service tokens, each read again after a change. */
export const apiTokenKeys = {
  personal: ['api-tokens', 'personal'] as const,
  service: ['api-tokens', 'service'] as const,
};
