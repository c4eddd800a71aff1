import { type CSSVariablesResolver, createTheme, Modal } from '@mantine/core';
import { modalTransitionProps } from '../lib/modals';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and link text above the WCAG AA 4.5:1 contrast ratio; the default 6 does not.
  primaryShade: 8,
  components: {
    Modal: Modal.extend({
      defaultProps: { transitionProps: modalTransitionProps, closeButtonProps: { 'aria-label': 'Close' } },
    }),
  },
});

/**
 * Dimmed text (field descriptions, toast messages) and error text in darker shades than Mantine's gray 6 and
 * red 6, which reach only about 3.3:1 on white, below WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
  },
  dark: {},
});
