/**
 * The brand theme: a deep navy night palette with an emerald action colour and a gold accent
 * for rewards. System fonts keep first paint free of font downloads.
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const emerald: MantineColorsTuple = [
  '#e3fff1',
  '#cdfde3',
  '#9cf9c5',
  '#66f5a5',
  '#3cf18a',
  '#22ef79',
  '#0fee6f',
  '#00d35d',
  '#00bb51',
  '#00a142',
];

const gold: MantineColorsTuple = [
  '#fff9e1',
  '#fff1cc',
  '#ffe29b',
  '#ffd264',
  '#ffc438',
  '#ffbb1b',
  '#ffb709',
  '#e3a000',
  '#ca8e00',
  '#af7a00',
];

/** dark[7] is the page, dark[6] raised surfaces, dark[5] borders, dark[0] text. */
const night: MantineColorsTuple = [
  '#d5dbe7',
  '#aeb7ca',
  '#8591aa',
  '#5f6b86',
  '#3d4862',
  '#2b3550',
  '#1f2940',
  '#161e31',
  '#111827',
  '#0b1120',
];

export const theme = createTheme({
  primaryColor: 'emerald',
  primaryShade: { light: 7, dark: 7 },
  colors: { emerald, gold, dark: night },
  black: '#0b1120',
  white: '#ffffff',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: {
    fontWeight: '800',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.2' },
      h2: { fontSize: '1.5rem', lineHeight: '1.25' },
      h3: { fontSize: '1.2rem', lineHeight: '1.3' },
    },
  },
  cursorType: 'pointer',
  // Bright emerald and gold fills take dark text: white on them fails WCAG contrast.
  autoContrast: true,
  components: {
    Button: { defaultProps: { fw: 700 } },
    Modal: { defaultProps: { centered: true, radius: 'lg', overlayProps: { blur: 3 } } },
    Tooltip: { defaultProps: { withArrow: true } },
    Tabs: { defaultProps: { autoContrast: true } },
  },
});
