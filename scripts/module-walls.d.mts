// Types of module-walls.mjs for the TypeScript tests that call it.
export function rulesBrokenBy(probePath: string, source: string): Promise<string[]>;
