/**
 * A reward's claim button (spec part 1 §4.5): disabled with a d/h/m/s countdown while locked;
 * a click that cannot succeed (level 0, already claimed) or a failed claim explains itself in a
 * 'Hold on' tooltip instead of calling or after calling the server.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCountdown } from './countdown';
import { claimBlocker } from './reward-rules';

export interface ClaimButtonProps {
  level: number;
  secondsLeft: number;
  claimedThisSession: boolean;
  /** Absent while there is no claim call to make; the button is then disabled. */
  onClaim?: () => Promise<unknown>;
}

export function ClaimButton({ level, secondsLeft, claimedThisSession, onClaim }: ClaimButtonProps) {
  const { t } = useLingui();
  /** Why a click did not call the server (level 0, already claimed). */
  const [blocked, setBlocked] = useState<string | null>(null);
  const claiming = useMutation({ mutationFn: async () => onClaim?.() });
  const locked = secondsLeft > 0;
  const failure = claiming.error;
  const problem =
    blocked ??
    (failure === null
      ? null
      : failure instanceof Error
        ? failure.message
        : t`The reward could not be claimed.`);

  const claim = () => {
    const blocker = claimBlocker({ level }, { secondsLeft, claimedThisSession });
    if (blocker === 'mustReachLevel1') return setBlocked(t`You must reach level 1.`);
    if (blocker === 'alreadyClaimed') return setBlocked(t`Bonus already claimed.`);
    if (blocker || !onClaim || claiming.isPending) return;
    setBlocked(null);
    claiming.mutate();
  };

  const dismiss = () => {
    setBlocked(null);
    claiming.reset();
  };

  return (
    <Tooltip
      opened={problem !== null}
      multiline
      w={220}
      color="red"
      label={
        <Stack gap={2}>
          <Text fw={700} size="sm">
            <Trans>Hold on</Trans>
          </Text>
          <Text size="sm">{problem}</Text>
        </Stack>
      }
    >
      <Button
        fullWidth
        color="gold"
        loading={claiming.isPending}
        disabled={locked || !onClaim}
        onClick={claim}
        onMouseLeave={dismiss}
        onBlur={dismiss}
      >
        {locked ? formatCountdown(secondsLeft) : <Trans>Claim</Trans>}
      </Button>
    </Tooltip>
  );
}
