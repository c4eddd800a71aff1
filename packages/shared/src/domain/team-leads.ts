/**
 * Team leads form a forest: nobody leads themselves, directly or through others. Shared by the person form
 * and the server (a single edit and a whole CSV file alike).
 */

/** Person id to their team lead's id (null: none). */
export type LeadOf = ReadonlyMap<number, number | null>;

/**
 * The chain of leads from `personId` back to itself when `leads` (already holding the change) has a cycle
 * through them, or null. The chain starts and ends with `personId`.
 */
export function leadCycleThrough(leads: LeadOf, personId: number): number[] | null {
  const chain = [personId];
  // Stryker disable next-line ArrayDeclaration: equivalent, the walk returns on reaching personId before it reads `seen`
  const seen = new Set<number>([personId]);
  let current = leads.get(personId) ?? null;
  while (current !== null) {
    chain.push(current);
    if (current === personId) return chain;
    if (seen.has(current)) return null;
    seen.add(current);
    current = leads.get(current) ?? null;
  }
  return null;
}

/**
 * Every cycle of `leads`, each once, as a chain that starts and ends with the same person. Linear: each
 * person is walked once.
 */
export function leadCycles(leads: LeadOf): number[][] {
  const done = new Set<number>();
  const cycles: number[][] = [];
  for (const start of leads.keys()) {
    // Stryker disable next-line ConditionalExpression: equivalent, a walk from a done person stops at once
    if (done.has(start)) continue;
    // Stryker disable next-line ArrayDeclaration: equivalent, an extra first entry shifts indexOnPath and the slice alike
    const path: number[] = [];
    const indexOnPath = new Map<number, number>();
    let current: number | null = start;
    // Stryker disable next-line ConditionalExpression: equivalent, a null lead is walked once and never closes a circle
    while (current !== null && !done.has(current) && !indexOnPath.has(current)) {
      indexOnPath.set(current, path.length);
      path.push(current);
      current = leads.get(current) ?? null;
    }
    // Stryker disable next-line ConditionalExpression: equivalent, null is never on the path
    if (current !== null && indexOnPath.has(current)) {
      cycles.push([...path.slice(indexOnPath.get(current)), current]);
    }
    for (const id of path) done.add(id);
  }
  return cycles;
}
