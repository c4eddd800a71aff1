import { useViewportSize } from '@mantine/hooks';

export const MIN_EMBED_HEIGHT = 432;
/** What the header, breadcrumb and page padding take of the window's height. */
export const EMBED_HEIGHT_OFFSET = 230;

/** Spec section 2 and 9: at least 432px, otherwise the window's height minus 230px. */
export function embedHeight(windowHeight: number): number {
  return Math.max(MIN_EMBED_HEIGHT, windowHeight - EMBED_HEIGHT_OFFSET);
}

/** The embed's height, following the window as it is resized. */
export function useEmbedHeight(): number {
  const { height } = useViewportSize();
  return embedHeight(height || window.innerHeight);
}
