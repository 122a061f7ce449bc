/**
 * One group of side-menu links. Expanded it is a list; collapsed it is a single icon whose
 * popover lists the links (spec part 2 §2 'Collapsed mode shows icons with popovers').
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { RouterNavLink } from '@/shared/ui/router-links';
import type { NavItem } from './nav-items';

interface Props {
  items: NavItem[];
  signedIn: boolean;
  onNavigate?: () => void;
}

export function NavItemList({ items, signedIn, onNavigate }: Props) {
  const { i18n } = useLingui();
  return (
    <Stack gap={0}>
      {items
        .filter((item) => signedIn || !item.signedInOnly)
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

interface PopoverProps {
  label: string;
  icon: ReactNode;
  children: ReactNode;
}

export function CollapsedSection({ label, icon, children }: PopoverProps) {
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
