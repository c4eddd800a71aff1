import {
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  type MantineThemeColors,
  type ModalProps,
} from '@mantine/core';
import { modalTransitionProps } from '../lib/modals';

/**
 * A long option list scrolls in its dropdown (which the keyboard can reach: ComboboxDropdown below, for axe's
 * scrollable-region-focusable), not in a scroll area inside the listbox, where only options and groups belong.
 */
const optionListScrollingOutside = {
  defaultProps: { withScrollArea: false },
  styles: { dropdown: { maxHeight: 260, overflowY: 'auto' as const } },
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and link text above the WCAG AA 4.5:1 contrast ratio; the default 6 does not.
  primaryShade: 8,
  components: {
    // Every dialog, those of the modals manager included, names its close button. Plain settings, not
    // `Modal.extend`, which would put Modal (with its scroll area and focus trap) in every first load.
    Modal: {
      defaultProps: {
        transitionProps: modalTransitionProps,
        closeButtonProps: { 'aria-label': 'Close' },
      } satisfies Partial<ModalProps>,
    },
    ComboboxDropdown: { defaultProps: { tabIndex: 0 } },
    // Plain settings rather than `Select.extend`, which would pull these components into every page's first load.
    Select: optionListScrollingOutside,
    MultiSelect: optionListScrollingOutside,
    // The placeholder Mantine puts first in an open menu is not a menu item, which a menu may not hold.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Light badges write in dark text: their colour's own shade is below 4.5:1 on the tinted background.
    Badge: {
      vars: (_theme: unknown, props: BadgeProps) => ({
        root: props.variant === 'light' ? { '--badge-color': 'var(--mantine-color-dark-7)' } : {},
      }),
    },
  },
});

/**
 * Light and subtle buttons (and light alerts and badges) one shade lighter than Mantine's: they write in the
 * colour's shade 9, which on Mantine's hover shade 2 falls to 4.0:1 (blue) and 3.8:1 (red), below WCAG AA.
 * At rest on shade 0 and hovered on shade 1 it keeps 4.5:1 (blue 5.5 and 4.9, red 5.1 and 4.5).
 */
function lightShades(colors: MantineThemeColors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).flatMap(([name, shades]) => [
      [`--mantine-color-${name}-light`, shades[0]],
      [`--mantine-color-${name}-light-hover`, shades[1]],
    ]),
  );
}

/**
 * Dimmed text (field descriptions, toast messages), placeholders and error text in darker shades than Mantine's
 * gray 6 and red 6 (about 3.3:1 on white) and its placeholder gray 5 (about 2.1:1), below WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...lightShades(resolved.colors),
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-placeholder': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
  },
  dark: {},
});
