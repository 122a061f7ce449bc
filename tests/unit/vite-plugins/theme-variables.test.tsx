import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { themeVariablesCss } from '../../../vite-plugins/theme-variables';

/** What MantineProvider itself injects for a theme when it is left to work the variables out. */
function injectedBy(providerTheme: typeof theme): string {
  const { container } = render(
    <MantineProvider theme={providerTheme} forceColorScheme="dark">
      <span />
    </MantineProvider>,
  );
  const style = container.ownerDocument.querySelector('style[data-mantine-styles]');
  return style?.innerHTML ?? '';
}

describe('themeVariablesCss', () => {
  it("is exactly what MantineProvider injects for the app's theme", () => {
    const injected = injectedBy(theme);
    expect(injected).toContain('--mantine-color-emerald-7');
    expect(themeVariablesCss(theme)).toBe(injected);
  });

  it('follows a change to the theme', () => {
    const changed = { ...theme, primaryColor: 'gold', defaultRadius: 'xl' };
    expect(themeVariablesCss(changed)).toBe(injectedBy(changed));
    expect(themeVariablesCss(changed)).not.toBe(themeVariablesCss(theme));
  });
});
