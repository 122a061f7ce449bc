/**
 * The `freePlay` dialog: what free play is, the player's free spins and free bets, and the
 * promo codes they redeemed. This server grants no free spins or free bets (no game provider
 * or sportsbook offers them yet), so a signed-in player is told they have none rather than
 * shown made-up offers; promo codes are the free credits it does grant, listed from the server.
 * A visitor is asked to sign in. The rules section starts open when `expanded` is set.
 */
import { Trans } from '@lingui/react/macro';
import { EmptyState, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { DetailsSection } from '../DetailsSection';
import { SignInPrompt } from '../SignInPrompt';
import { FreePlayRules } from './FreePlayRules';
import { PromoRewardsSection } from './PromoRewards';

export function FreePlayDialog({ params }: DialogBodyProps<'freePlay'>) {
  const { isSignedIn } = useCurrentUser();
  const modal = useModal();
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          Free play lets you play without using your own balance: free spins on chosen slots and
          free bets on chosen sports.
        </Trans>
      </Text>
      {isSignedIn ? (
        <>
          <EmptyState
            size="sm"
            icon={<IconGift size={28} />}
            title={<Trans>No free play offers</Trans>}
            description={<Trans>You have no free spins or free bets right now.</Trans>}
          />
          <PromoRewardsSection onRedeem={() => modal.open('redeem', {}, { replace: true })} />
        </>
      ) : (
        <SignInPrompt>
          <Trans>Sign in to see the free play offers on your account.</Trans>
        </SignInPrompt>
      )}
      <DetailsSection
        label={<Trans>Free play rules</Trans>}
        initiallyOpen={params.expanded === true}
      >
        <FreePlayRules />
      </DetailsSection>
    </Stack>
  );
}
