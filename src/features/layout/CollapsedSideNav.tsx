/**
 * The side menu at 68 px (spec part 2 §2 'Collapsed mode shows icons with popovers'): icons
 * with tooltips, and a popover per section. Loaded only when the menu collapses, so the
 * tooltip and popover machinery is not part of the first page load.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Divider, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useFeatureCheck } from '@/features/settings';
import { useCurrentUser } from '@/shared/session';
import { RouterActionIcon } from '@/shared/ui/router-links';
import { LazyLanguagePicker } from './LazyLanguagePicker';
import { CASINO_ITEMS, KADI_ITEMS, MAIN_ITEMS, SECTION_FEATURES, SECTION_ICONS } from './nav-items';
import { NavItemList } from './SideNavSection';
import { anchorProps, useSupportEntries } from './SupportLinks';

interface PopoverProps {
  label: string;
  icon: ReactNode;
  children: ReactNode;
}

function CollapsedSection({ label, icon, children }: PopoverProps) {
  const [opened, { close, toggle }] = useDisclosure(false);
  return (
    <Popover
      position="right-start"
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      shadow="lg"
      width={230}
    >
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="xl" aria-label={label} onClick={toggle}>
          {icon}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" onClick={close}>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="xs" pb={4}>
          {label}
        </Text>
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}

export default function CollapsedSideNav() {
  const { t, i18n } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const support = useSupportEntries();
  const featureOn = useFeatureCheck();
  return (
    <Stack
      align="center"
      gap={6}
      py="sm"
      h="100%"
      style={{ overflowY: 'auto' }}
      data-testid="side-nav-collapsed"
    >
      {MAIN_ITEMS.filter((item) => featureOn(item.feature)).map((item) => (
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
      {featureOn(SECTION_FEATURES.kadi) ? (
        <CollapsedSection label={t`Kadi`} icon={SECTION_ICONS.kadi}>
          <NavItemList items={KADI_ITEMS} signedIn={isSignedIn} />
        </CollapsedSection>
      ) : null}
      <CollapsedSection label={t`Casino`} icon={SECTION_ICONS.casino}>
        <NavItemList items={CASINO_ITEMS} signedIn={isSignedIn} />
      </CollapsedSection>
      <CollapsedSection label={t`Language`} icon={SECTION_ICONS.language}>
        <LazyLanguagePicker />
      </CollapsedSection>
      <Divider w="60%" />
      {support.map((entry) => {
        const label = i18n._(entry.label);
        return (
          <Tooltip key={entry.id} label={label} position="right">
            <ActionIcon
              component="a"
              {...anchorProps(entry.href)}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
            >
              {entry.icon}
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
