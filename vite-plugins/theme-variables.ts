/**
 * The theme's CSS variables as part of the app's stylesheet, worked out once at build time.
 * MantineProvider otherwise works them out from the theme on every start and injects them as a
 * <style> in the first render (its MantineCssVariables): 7-27 ms of the start's longest task
 * on a phone (4x CPU). App.tsx turns that off (withCssVariables={false}) and start.tsx imports
 * this module's stylesheet after Mantine's.
 *
 * The text is what MantineCssVariables renders for the same theme, byte for byte (a test
 * compares the two): the variables Mantine's own default-css-variables.css lacks or sets
 * otherwise, on `:root, :host`.
 */
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';

export const THEME_VARIABLES_MODULE = 'virtual:theme-variables.css';
// The \0 keeps other plugins off the id; the .css ending sends it through Vite's CSS pipeline.
const RESOLVED_ID = `\0${THEME_VARIABLES_MODULE}`;

type Variables = Record<string, string>;

const changedFrom = (values: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));

/** The variables' stylesheet for a theme, as MantineProvider would inject it. */
export function themeVariablesCss(theme: MantineThemeOverride): string {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: changedFrom(ours.variables, defaults.variables),
    light: changedFrom(ours.light, defaults.light),
    dark: changedFrom(ours.dark, defaults.dark),
  });
}

export function themeVariables(theme: MantineThemeOverride): Plugin {
  return {
    name: 'kadibet:theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeVariablesCss(theme) : undefined),
  };
}
