/**
 * The `freePlay` dialog: the player's free spins and free bets. The server grants no offers
 * yet, so a signed-in player sees that they have none; a visitor is asked to sign in. The
 * rules section starts open when `expanded` is set.
 */
import { Trans } from '@lingui/react/macro';
import { EmptyState, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useCurrentUser } from '@/features/account';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { DetailsSection } from '../DetailsSection';
import { SignInPrompt } from '../SignInPrompt';
import { FreePlayRules } from './FreePlayRules';

export function FreePlayDialog({ params }: DialogBodyProps<'freePlay'>) {
  const { isSignedIn } = useCurrentUser();
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          Free play lets you play without using your own balance: free spins on chosen slots and
          free bets on chosen sports.
        </Trans>
      </Text>
      {isSignedIn ? (
        <EmptyState
          size="sm"
          icon={<IconGift size={28} />}
          title={<Trans>No free play offers</Trans>}
          description={<Trans>You have no free spins or free bets right now.</Trans>}
        />
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
