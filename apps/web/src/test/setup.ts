import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// CI machines are shared and two cores: a findBy that waits one second (the default) fails there now and then.
configure({ asyncUtilTimeout: 5000 });

// jsdom implements neither; Mantine reads both.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoopResizeObserver;

// jsdom does not lay out, so it has no scrolling; Mantine's comboboxes scroll the chosen option into view.
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
