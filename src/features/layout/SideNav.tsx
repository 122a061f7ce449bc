/**
 * The side menu (spec part 1 §2.8–2.9, part 2 §2): sportsbook/house/VIP links, accordion
 * sections Kadi, casino and language (remembered; casino open by default), support entries and
 * the total-bets counter. At 68 px it collapses to icons with popovers.
 */
import { useLingui } from '@lingui/react/macro';
import { Accordion, Divider, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useAtom } from 'jotai';
import { useCurrentUser } from '@/features/account';
import { LanguagePicker } from '@/features/i18n';
import { RouterActionIcon, RouterNavLink } from '@/shared/ui/router-links';
import { NAV_SECTIONS, type NavSection, navSectionsAtom } from './atoms';
import { CASINO_ITEMS, KADI_ITEMS, MAIN_ITEMS, SECTION_ICONS } from './nav-items';
import { CollapsedSection, NavItemList } from './SideNavSection';
import { SupportLinks } from './SupportLinks';
import { WageredCounter } from './WageredCounter';

interface Props {
  collapsed: boolean;
  onNavigate: () => void;
}

function isSection(value: string): value is NavSection {
  return (NAV_SECTIONS as readonly string[]).includes(value);
}

export function SideNav({ collapsed, onNavigate }: Props) {
  const { t, i18n } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const [sections, setSections] = useAtom(navSectionsAtom);
  const labels = { kadi: t`Kadi`, casino: t`Casino`, language: t`Language` };

  if (collapsed) {
    return (
      <ScrollArea h="100%" type="never">
        <Stack align="center" gap={6} py="sm" data-testid="side-nav-collapsed">
          {MAIN_ITEMS.map((item) => (
            <Tooltip key={item.id} label={i18n._(item.label)} position="right">
              <RouterActionIcon
                {...item.link}
                variant="subtle"
                color="gray"
                size="xl"
                aria-label={i18n._(item.label)}
              >
                {item.icon}
              </RouterActionIcon>
            </Tooltip>
          ))}
          <Divider w="60%" />
          <CollapsedSection label={labels.kadi} icon={SECTION_ICONS.kadi}>
            <NavItemList items={KADI_ITEMS} signedIn={isSignedIn} />
          </CollapsedSection>
          <CollapsedSection label={labels.casino} icon={SECTION_ICONS.casino}>
            <NavItemList items={CASINO_ITEMS} signedIn={isSignedIn} />
          </CollapsedSection>
          <CollapsedSection label={labels.language} icon={SECTION_ICONS.language}>
            <LanguagePicker cols={1} compact />
          </CollapsedSection>
          <Divider w="60%" />
          <SupportLinks collapsed />
        </Stack>
      </ScrollArea>
    );
  }

  return (
    <ScrollArea h="100%" type="hover" scrollbarSize={6}>
      <Stack gap="xs" p="xs" data-testid="side-nav">
        <Stack gap={0}>
          {MAIN_ITEMS.map((item) => (
            <RouterNavLink
              key={item.id}
              {...item.link}
              label={i18n._(item.label)}
              leftSection={item.icon}
              onClick={onNavigate}
            />
          ))}
        </Stack>
        <Accordion
          multiple
          value={sections}
          onChange={(values) => setSections(values.filter(isSection))}
          variant="filled"
          radius="md"
          chevronPosition="right"
        >
          {NAV_SECTIONS.map((section) => (
            <Accordion.Item key={section} value={section}>
              <Accordion.Control icon={SECTION_ICONS[section]}>
                <Text fw={700} size="sm">
                  {labels[section]}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                {section === 'kadi' ? (
                  <NavItemList items={KADI_ITEMS} signedIn={isSignedIn} onNavigate={onNavigate} />
                ) : null}
                {section === 'casino' ? (
                  <NavItemList items={CASINO_ITEMS} signedIn={isSignedIn} onNavigate={onNavigate} />
                ) : null}
                {section === 'language' ? <LanguagePicker cols={1} compact /> : null}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Divider />
        <SupportLinks collapsed={false} />
        <Group grow>
          <WageredCounter collapsed={false} />
        </Group>
      </Stack>
    </ScrollArea>
  );
}
