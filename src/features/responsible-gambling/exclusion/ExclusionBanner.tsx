/**
 * 'You are on a break until …': shown while a break or self-exclusion runs, wherever play or
 * money would start (this tab, the cashier). Reads the signed-in player; renders nothing
 * otherwise.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { Exclusion } from '@/contracts/responsible-gambling';
import { useCurrentUser } from '@/shared/session';
import { formatWhen } from '../format';

/** The running break or self-exclusion of the signed-in player, or null. */
export function useExclusion(): Exclusion | null {
  const { user } = useCurrentUser();
  const exclusion = user?.responsibleGambling.exclusion ?? null;
  // The user may have been loaded before it ended.
  if (exclusion?.until && Date.parse(exclusion.until) <= Date.now()) return null;
  return exclusion;
}

export function ExclusionBanner() {
  const { i18n } = useLingui();
  const exclusion = useExclusion();
  if (!exclusion) return null;
  const end = exclusion.until ? formatWhen(i18n, exclusion.until) : null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlayerPause size={18} />}
      data-testid="exclusion-banner"
      title={
        exclusion.kind === 'break' ? (
          <Trans>You are on a break until {end}</Trans>
        ) : end ? (
          <Trans>You are self-excluded until {end}</Trans>
        ) : (
          <Trans>You are self-excluded indefinitely</Trans>
        )
      }
    >
      <Trans>
        You can still sign in, see your history and withdraw your balance. Deposits, bets, tips and
        rain are blocked until it ends; it cannot be cancelled or shortened.
      </Trans>
    </Alert>
  );
}
