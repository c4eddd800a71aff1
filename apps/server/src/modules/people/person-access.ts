interface Access {
  enabled: boolean;
  roles: readonly string[];
  contractor: boolean;
}

/**
 * Whether a change to a person takes something away: deactivated, a role removed, or made a contractor (who
 * takes no time off). Then what they hold open ends with it (their sessions and calendar feeds), so nothing
 * they held before answers again when it is given back.
 */
export function narrowsAccess(before: Access, after: Access): boolean {
  return (
    (before.enabled && !after.enabled) ||
    before.roles.some((role) => !after.roles.includes(role)) ||
    (!before.contractor && after.contractor)
  );
}
