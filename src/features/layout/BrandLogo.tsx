/** The brand mark. It links home; a click while already there scrolls smoothly to the top. */
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import { BRAND } from '@/contracts/brand';
import { RouterUnstyled } from '@/shared/ui/router-links';

export function BrandLogo() {
  const { t } = useLingui();
  return (
    <RouterUnstyled
      to="/"
      aria-label={t`${BRAND.name} home`}
      data-testid="brand-logo"
      onClick={(event) => {
        // Already home: navigating to the same place would restore the scroll position, so
        // only scroll. Elsewhere the navigation itself starts the home page at the top.
        if (window.location.pathname === '/' && !window.location.search) {
          event.preventDefault();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }
      }}
    >
      <Group gap={6} wrap="nowrap">
        <IconCards size={28} color="var(--mantine-color-emerald-6)" aria-hidden />
        <Text fw={900} fz={{ base: 20, sm: 24 }} lh={1} style={{ letterSpacing: '-0.02em' }}>
          Kadi
          <Text span inherit c="emerald.6">
            Bet
          </Text>
        </Text>
      </Group>
    </RouterUnstyled>
  );
}
