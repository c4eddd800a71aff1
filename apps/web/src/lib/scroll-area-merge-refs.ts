import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * The one hook Mantine's ScrollArea (behind every Table) takes from Floating UI, answered by Mantine's own
 * `useMergedRef`: the build resolves ScrollArea's import here (vite.config.ts), so a screen with a table but no
 * popover does not load Floating UI's positioning code.
 */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]) {
  return useMergedRef(...refs);
}
