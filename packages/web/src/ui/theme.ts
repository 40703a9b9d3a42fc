import {
  type CSSVariablesResolver,
  type ExtendComponent,
  type FactoryPayload,
  type MantineThemeComponent,
  type ModalFactory,
  type PopoverFactory,
  type TooltipFactory,
  createTheme,
  localStorageColorSchemeManager,
  rem,
} from '@mantine/core';

/**
 * What `Modal.extend(…)` does (it returns its input), checked the same, without importing the
 * component: the theme is in the first screen's bundle, the dialogs and tooltips are not (issue 20).
 */
const extend = <Payload extends FactoryPayload>(input: ExtendComponent<Payload>) =>
  input as MantineThemeComponent;

/** Layout constants of spec §9, named once; screens use the names, never the numbers. */
export const LAYOUT = {
  breakpoints: { mobile: 767, tablet: 1199, desktop: 1399, wide: 1650 },
  dialogWidths: { sm: 400, md: 600, lg: 950, xl: 1250 },
  inputHeight: { default: 40, large: 60, mobile: 42 },
  datePicker: { width: 350, height: 346 },
  tooltipMinWidth: 280,
  headerHeight: 64,
} as const;

export type DialogSize = keyof typeof LAYOUT.dialogWidths;

/** Mantine breakpoints from the spec's pixel values (em, as Mantine expects). */
const em = (px: number) => `${px / 16}em`;

/** Foyer blue: the single brand colour. */
const brand = [
  '#eef1ff',
  '#dbe0fb',
  '#b4bef2',
  '#8b9bea',
  '#7588ea',
  '#5369df',
  '#4c5fd5',
  '#3d4ec4',
  '#3444ae',
  '#283999',
] as const;

/** Neutral greys (slate) for text, borders and surfaces. */
const neutral = [
  '#f8f9fb',
  '#eef0f4',
  '#dde1e8',
  '#c3c9d4',
  '#9aa2b1',
  '#6f7888',
  '#525a69',
  '#3b414d',
  '#262b34',
  '#171a20',
] as const;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  // Filled badges and buttons in light colours (teal "Open", yellow warnings) get dark text: white on
  // them fails WCAG AA contrast.
  autoContrast: true,
  colors: {
    brand: [...brand],
    gray: [...neutral],
    // Mantine's red from shade 6 on one step darker: white on it (delete buttons) and it on white
    // (error texts) reach WCAG AA contrast.
    red: [
      '#fff5f5',
      '#ffe3e3',
      '#ffc9c9',
      '#ffa8a8',
      '#ff8787',
      '#ff6b6b',
      '#e03131',
      '#c92a2a',
      '#b02525',
      '#962020',
    ],
    dark: [
      '#c9ced8',
      '#a9b0bd',
      '#7d8594',
      '#5c6372',
      '#3d4350',
      '#2c313b',
      '#22262e',
      '#1a1d23',
      '#14161b',
      '#0e1014',
    ],
  },
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', Inter, system-ui, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  breakpoints: {
    xs: em(576),
    sm: em(LAYOUT.breakpoints.mobile),
    md: em(LAYOUT.breakpoints.tablet),
    lg: em(LAYOUT.breakpoints.desktop),
    xl: em(LAYOUT.breakpoints.wide),
  },
  other: { layout: LAYOUT },
  components: {
    Modal: extend<ModalFactory>({
      defaultProps: {
        size: 'md',
        centered: true,
        overlayProps: { backgroundOpacity: 0.35, blur: 2 },
        transitionProps: { transition: 'pop', duration: 150 },
      },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
      vars: (_theme, props) => {
        const size = props.size as DialogSize | undefined;
        return size && size in LAYOUT.dialogWidths
          ? {
              root: { '--modal-size': rem(LAYOUT.dialogWidths[size]) },
              content: {},
              title: {},
              header: {},
              inner: {},
              body: {},
              overlay: {},
              close: {},
            }
          : { root: {}, content: {}, title: {}, header: {}, inner: {}, body: {}, overlay: {}, close: {} };
      },
    }),
    Tooltip: extend<TooltipFactory>({
      defaultProps: { withArrow: true, multiline: true, events: { hover: true, focus: true, touch: true } },
      styles: { tooltip: { minWidth: rem(LAYOUT.tooltipMinWidth), maxWidth: rem(360) } },
    }),
    Popover: extend<PopoverFactory>({ defaultProps: { shadow: 'md' } }),
  },
});

/**
 * The text of Mantine's light variant (badges, light buttons) in the light scheme: it writes shade 9
 * on shade 1, below 4.5:1 for these colours, so their text is a darker tone of the same colour.
 */
const LIGHT_VARIANT_TEXT = {
  teal: '#087756',
  green: '#267937',
  lime: '#4a760a',
  yellow: '#a65600',
  orange: '#b63c0d',
} as const;

/** CSS variables from the layout constants; global.css uses them (input heights, date picker). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--foyer-input-height': rem(LAYOUT.inputHeight.default),
    '--foyer-input-height-large': rem(LAYOUT.inputHeight.large),
    '--foyer-input-height-mobile': rem(LAYOUT.inputHeight.mobile),
    '--foyer-date-picker-width': rem(LAYOUT.datePicker.width),
    '--foyer-date-picker-height': rem(LAYOUT.datePicker.height),
    '--foyer-tooltip-min-width': rem(LAYOUT.tooltipMinWidth),
  },
  light: {
    '--foyer-app-bg': 'var(--mantine-color-gray-0)',
    '--foyer-surface': '#ffffff',
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [
        `--mantine-color-${color}-light-color`,
        text,
      ]),
    ),
  },
  dark: {
    '--foyer-app-bg': 'var(--mantine-color-dark-8)',
    '--foyer-surface': 'var(--mantine-color-dark-7)',
    // Mantine's dimmed (dark-2) reads below 4.5:1 on a card (dark-6); one step lighter passes AA.
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});

/** Responsive rules derived from the layout constants (rendered once by the App). */
export const responsiveCss = `@media (max-width: ${LAYOUT.breakpoints.mobile}px) {
  :root {
    --input-height-xs: var(--foyer-input-height-mobile);
    --input-height-sm: var(--foyer-input-height-mobile);
    --input-height-md: var(--foyer-input-height-mobile);
  }
}`;

/** Light ("default") or dark, remembered in localStorage. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'foyer.colorScheme' });
