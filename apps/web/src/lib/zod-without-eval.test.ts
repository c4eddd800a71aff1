import { describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  it('builds and parses object schemas without probing new Function', async () => {
    vi.resetModules();
    const { zodSettings } = await import('./zod-without-eval');
    const probe = vi.spyOn(globalThis, 'Function');
    const { globalConfig } = await import('zod/v4/core');
    const { z } = await import('zod');

    const schema = z.object({ name: z.string() });

    expect(globalConfig).toBe(zodSettings);
    expect(globalConfig.jitless).toBe(true);
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
