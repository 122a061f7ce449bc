/** One group of side-menu links, as a list (the collapsed menu shows it in a popover). */
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useFeatureCheck } from '@/features/settings';
import { RouterNavLink } from '@/shared/ui/router-links';
import type { NavItem } from './nav-items';

interface Props {
  items: NavItem[];
  signedIn: boolean;
  onNavigate?: () => void;
}

export function NavItemList({ items, signedIn, onNavigate }: Props) {
  const { i18n } = useLingui();
  const featureOn = useFeatureCheck();
  return (
    <Stack gap={0}>
      {items
        .filter((item) => (signedIn || !item.signedInOnly) && featureOn(item.feature))
        .map((item) => (
          <RouterNavLink
            key={item.id}
            {...item.link}
            label={i18n._(item.label)}
            leftSection={item.icon}
            activeOptions={{ includeSearch: true }}
            onClick={onNavigate}
            py={6}
          />
        ))}
    </Stack>
  );
}
