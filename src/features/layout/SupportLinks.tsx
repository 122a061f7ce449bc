/**
 * Support entries of the side menu (spec part 2 §2): live support, WhatsApp phone and group,
 * call centre. Their addresses come from the operator's configuration via settings; an entry
 * without an address is not shown.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack } from '@mantine/core';
import { IconBrandWhatsapp, IconHeadset, IconPhone, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSiteSettings } from '@/features/settings';

export interface SupportEntry {
  id: string;
  label: MessageDescriptor;
  icon: ReactNode;
  href: string;
}

/** Anchor attributes of an entry: web links open in a new tab, phone links in place. */
export function anchorProps(href: string) {
  const external = !href.startsWith('tel:');
  return {
    href,
    target: external ? '_blank' : undefined,
    rel: external ? 'noopener noreferrer' : undefined,
  };
}

export function useSupportEntries(): SupportEntry[] {
  const links = useSiteSettings()?.links;
  if (!links) return [];
  const entries: Array<SupportEntry | null> = [
    links.liveSupport
      ? {
          id: 'live',
          label: msg`Live support`,
          icon: <IconHeadset size={18} />,
          href: links.liveSupport,
        }
      : null,
    links.whatsappPhone
      ? {
          id: 'wa-phone',
          label: msg`WhatsApp us`,
          icon: <IconBrandWhatsapp size={18} />,
          href: `https://wa.me/${links.whatsappPhone.replace(/\D/g, '')}`,
        }
      : null,
    links.whatsappGroup
      ? {
          id: 'wa-group',
          label: msg`WhatsApp group`,
          icon: <IconUsersGroup size={18} />,
          href: links.whatsappGroup,
        }
      : null,
    links.callCentre
      ? {
          id: 'call',
          label: msg`Call center`,
          icon: <IconPhone size={18} />,
          href: `tel:${links.callCentre.replace(/[^\d+]/g, '')}`,
        }
      : null,
  ];
  return entries.filter((e): e is SupportEntry => e !== null);
}

/** The expanded menu's support entries; the collapsed menu renders them as icons. */
export function SupportLinks() {
  const { i18n } = useLingui();
  const entries = useSupportEntries();
  return (
    <Stack gap={0}>
      {entries.map((entry) => (
        <NavLink
          key={entry.id}
          component="a"
          {...anchorProps(entry.href)}
          label={i18n._(entry.label)}
          leftSection={entry.icon}
        />
      ))}
    </Stack>
  );
}
