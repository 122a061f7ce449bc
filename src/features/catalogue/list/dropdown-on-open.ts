/**
 * Mantine keeps a combobox's dropdown mounted (hidden) by default, and positions it when it
 * mounts: a forced style recalculation of the whole page in the list's first commit (~120 ms
 * at 4× CPU on /casino) and, for the provider filter, a hundred hidden options. The toolbar's
 * dropdowns are built when the player opens them instead.
 */
import type { ComboboxProps } from '@mantine/core';

export const DROPDOWN_ON_OPEN: ComboboxProps = { keepMounted: false };
