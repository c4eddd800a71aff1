import { createTheme, Modal } from '@mantine/core';
import { modalTransitionProps } from '../lib/modals';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and link text above the WCAG AA 4.5:1 contrast ratio; the default 6 does not.
  primaryShade: 8,
  components: {
    Modal: Modal.extend({ defaultProps: { transitionProps: modalTransitionProps } }),
  },
});
