/**
 * The side menu (spec part 1 §2.8–2.9, part 2 §2): sportsbook/house/VIP links, accordion
 * sections Kadi, casino and language (remembered; casino open by default), support entries and
 * the total-bets counter. At 68 px it collapses to icons with popovers.
 */
import { useLingui } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { PwaMenuEntries } from '@/features/pwa';
import { useFeatureCheck } from '@/features/settings';
import { useCurrentUser } from '@/shared/session';
import { RouterNavLink } from '@/shared/ui/router-links';
import { NAV_SECTIONS, type NavSection, navSectionsAtom } from './atoms';
import { LazyLanguagePicker } from './LazyLanguagePicker';
import { NavSections } from './NavSections';
import { CASINO_ITEMS, KADI_ITEMS, MAIN_ITEMS, SECTION_FEATURES, SECTION_ICONS } from './nav-items';
import { NavItemList } from './SideNavSection';
import { SupportLinks } from './SupportLinks';
import { WageredCounter } from './WageredCounter';

const CollapsedSideNav = lazy(() => import('./CollapsedSideNav'));

interface Props {
  collapsed: boolean;
  onNavigate: () => void;
}

export function SideNav({ collapsed, onNavigate }: Props) {
  const { t, i18n } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const [sections, setSections] = useAtom(navSectionsAtom);
  const featureOn = useFeatureCheck();
  const labels = { kadi: t`Kadi`, casino: t`Casino`, language: t`Language` };
  const toggleSection = (section: NavSection) =>
    setSections((open) =>
      open.includes(section) ? open.filter((s) => s !== section) : [...open, section],
    );

  if (collapsed) {
    return (
      <Suspense fallback={null}>
        <CollapsedSideNav />
      </Suspense>
    );
  }

  return (
    <Stack
      gap="xs"
      p="xs"
      h="100%"
      style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
      data-testid="side-nav"
    >
      <Stack gap={0}>
        {MAIN_ITEMS.filter((item) => featureOn(item.feature)).map((item) => (
          <RouterNavLink
            key={item.id}
            {...item.link}
            label={i18n._(item.label)}
            leftSection={item.icon}
            onClick={onNavigate}
          />
        ))}
      </Stack>
      <NavSections
        open={sections}
        onToggle={toggleSection}
        sections={NAV_SECTIONS.filter((section) => featureOn(SECTION_FEATURES[section])).map(
          (section) => ({
            value: section,
            icon: SECTION_ICONS[section],
            label: (
              <Text fw={700} size="sm">
                {labels[section]}
              </Text>
            ),
            panel: (
              <>
                {section === 'kadi' ? (
                  <NavItemList items={KADI_ITEMS} signedIn={isSignedIn} onNavigate={onNavigate} />
                ) : null}
                {section === 'casino' ? (
                  <NavItemList items={CASINO_ITEMS} signedIn={isSignedIn} onNavigate={onNavigate} />
                ) : null}
                {section === 'language' && sections.includes('language') ? (
                  <LazyLanguagePicker />
                ) : null}
              </>
            ),
          }),
        )}
      />
      <Divider />
      <SupportLinks />
      <PwaMenuEntries />
      <Group grow>
        <WageredCounter collapsed={false} />
      </Group>
    </Stack>
  );
}
