/**
 * The top bar (spec part 1 §2.8, part 2 §2): menu toggle, logo (a click scrolls to the top),
 * and on the right the visitor's login and register buttons, or the signed-in player's balance
 * (with the Deposit button), rewards,
 * messages (desktop; on mobile they are in the profile menu) and name opening the profile
 * menu; plus the full-screen search and the chat toggle on desktop (on mobile both are in the
 * bottom bar).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { IconGift, IconMail, IconMessages, IconSearch } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { FeatureGate } from '@/features/settings';
import { TopBarBalance } from '@/features/wallet';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { searchOpenAtom } from './atoms';
import { BrandLogo } from './BrandLogo';
import { ProfileMenu } from './profile-menu/ProfileMenu';
import { preloadSearchOnIntent } from './SearchOverlay';
import type { LayoutState } from './use-layout';

export function TopBar({ layout }: { layout: LayoutState }) {
  const { t } = useLingui();
  const { user, isSignedIn, loaded } = useCurrentUser();
  const modal = useModal();
  const openSearch = useSetAtom(searchOpenAtom);
  const isMobile = layout.width === 'mobile';

  return (
    <Group
      h="100%"
      px={{ base: 'sm', sm: 'md' }}
      justify="space-between"
      wrap="nowrap"
      data-testid="top-bar"
    >
      <Group gap="sm" wrap="nowrap">
        {isMobile ? null : (
          <Burger
            opened={layout.navOpen}
            onClick={layout.toggleNav}
            size="sm"
            aria-label={layout.navOpen ? t`Collapse menu` : t`Expand menu`}
          />
        )}
        <BrandLogo />
      </Group>
      <Group gap="xs" wrap="nowrap" miw={0}>
        {!loaded ? null : isSignedIn && user ? (
          <>
            <TopBarBalance isMobile={isMobile} />
            <FeatureGate feature="rewards">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => modal.open('roowards', {})}
                aria-label={t`Rewards`}
                title={t`Rewards`}
                data-testid="top-bar-rewards"
              >
                <IconGift size={20} />
              </ActionIcon>
            </FeatureGate>
            {isMobile ? null : (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => modal.open('notifications', { tab: 'messages' })}
                aria-label={t`Messages`}
                title={t`Messages`}
                data-testid="top-bar-messages"
              >
                <IconMail size={20} />
              </ActionIcon>
            )}
            <ProfileMenu userName={user.name} isMobile={isMobile} />
          </>
        ) : (
          <>
            <Button
              variant="default"
              size={isMobile ? 'xs' : 'sm'}
              onClick={() => modal.open('auth', { tab: 'login' })}
            >
              <Trans>Login</Trans>
            </Button>
            <Button
              size={isMobile ? 'xs' : 'sm'}
              onClick={() => modal.open('auth', { tab: 'register' })}
            >
              <Trans>Register</Trans>
            </Button>
          </>
        )}
        {isMobile ? null : (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => openSearch(true)}
            {...preloadSearchOnIntent}
            aria-label={t`Search games`}
            aria-haspopup="dialog"
            title={t`Search games`}
            data-testid="open-search"
          >
            <IconSearch size={20} />
          </ActionIcon>
        )}
        {isMobile || !layout.chatAvailable ? null : (
          <ActionIcon
            variant={layout.chatVisible ? 'light' : 'subtle'}
            color="gray"
            size="lg"
            onClick={layout.toggleChat}
            aria-label={layout.chatVisible ? t`Hide chat` : t`Show chat`}
            aria-pressed={layout.chatVisible}
            title={layout.chatVisible ? t`Hide chat` : t`Show chat`}
          >
            <IconMessages size={20} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
