/**
 * The bottom navigation on small screens (spec part 1 §2.8, part 2 §2): Menu, search (the
 * full-screen search), Kadi, qwickies and chat — equal items in a 56 px bar, five unless the
 * operator switched Kadi or the chat off.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBolt, IconCards, IconMenu2, IconMessages, IconSearch } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { FeatureGate } from '@/features/settings';
import { RouterUnstyled } from '@/shared/ui/router-links';
import { searchOpenAtom } from './atoms';
import classes from './BottomNav.module.css';
import { preloadSearchOnIntent } from './SearchOverlay';
import type { LayoutState } from './use-layout';

function ItemBody({ icon, label, active }: { icon: ReactNode; label: string; active?: boolean }) {
  return (
    <Stack gap={2} align="center" justify="center" h={56} c={active ? 'emerald.5' : 'dimmed'}>
      {icon}
      <Text size="10px" fw={700} lh={1}>
        {label}
      </Text>
    </Stack>
  );
}

export function BottomNav({ layout }: { layout: LayoutState }) {
  const { t } = useLingui();
  const openSearch = useSetAtom(searchOpenAtom);
  return (
    <nav className={classes.bar} data-testid="bottom-nav" aria-label={t`Main`}>
      <UnstyledButton
        onClick={layout.toggleNav}
        aria-pressed={layout.mobileNavOpen}
        aria-label={t`Menu`}
      >
        <ItemBody icon={<IconMenu2 size={22} />} label={t`Menu`} active={layout.mobileNavOpen} />
      </UnstyledButton>
      <UnstyledButton
        onClick={() => {
          layout.closeMobilePanels();
          openSearch(true);
        }}
        {...preloadSearchOnIntent}
        aria-label={t`Search`}
        aria-haspopup="dialog"
        data-testid="open-search"
      >
        <ItemBody icon={<IconSearch size={22} />} label={t`Search`} />
      </UnstyledButton>
      <FeatureGate feature="kadi">
        <RouterUnstyled to="/kadi" onClick={layout.closeMobilePanels} aria-label={t`Kadi`}>
          <ItemBody icon={<IconCards size={22} />} label={t`Kadi`} />
        </RouterUnstyled>
        <RouterUnstyled
          to="/kadi/qwickie"
          onClick={layout.closeMobilePanels}
          aria-label={t`Qwickies`}
        >
          <ItemBody icon={<IconBolt size={22} />} label={t`Qwickies`} />
        </RouterUnstyled>
      </FeatureGate>
      {layout.chatAvailable ? (
        <UnstyledButton
          onClick={layout.toggleChat}
          aria-pressed={layout.mobileChatOpen}
          aria-label={t`Chat`}
        >
          <ItemBody
            icon={<IconMessages size={22} />}
            label={t`Chat`}
            active={layout.mobileChatOpen}
          />
        </UnstyledButton>
      ) : null}
    </nav>
  );
}
