/**
 * Muting a player from the chat for some minutes with a reason (spec part 1 §5: minutes not
 * bounded by the form, 5 by default, sent as seconds). The body is checked against the
 * contract before it is sent; a bad one gets a clear error next to its field.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_MUTE_MINUTES } from '@/contracts/chat-moderation';
import { ReasonInput } from './ReasonInput';
import { StaffDialog } from './StaffDialog';
import { muteChatUser } from './staff-calls';
import type { StaffDialogProps } from './staff-dialog-props';
import { type MuteProblem, muteBodyFrom } from './staff-forms';
import { useStaffAction } from './use-staff-action';

export function MuteDialog({ player, onClose }: StaffDialogProps) {
  const { t, i18n } = useLingui();
  const [minutes, setMinutes] = useState<number | string>(DEFAULT_MUTE_MINUTES);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<MuteProblem | null>(null);
  const name = player.name;
  const mute = useStaffAction({
    call: muteChatUser,
    done: ({ mutedUntil }) => {
      const until = i18n.date(mutedUntil, { dateStyle: 'short', timeStyle: 'short' });
      return t`${name} is muted until ${until}.`;
    },
    onDone: onClose,
  });
  const minutesError = {
    minutes: t`Enter a number of minutes above zero.`,
    tooLong: t`A mute can last at most ten years.`,
  };

  const submit = () => {
    const checked = muteBodyFrom(player.id, minutes, reason);
    setProblem(checked.problem);
    if (checked.body) mute.mutate(checked.body);
  };

  return (
    <StaffDialog
      title={t`Mute ${name}`}
      onClose={onClose}
      confirm={<Trans>Mute</Trans>}
      pending={mute.isPending}
      onConfirm={submit}
    >
      <NumberInput
        label={t`Minutes`}
        value={minutes}
        onChange={setMinutes}
        min={0}
        error={problem === 'minutes' || problem === 'tooLong' ? minutesError[problem] : undefined}
        data-autofocus
      />
      <ReasonInput value={reason} onChange={setReason} missing={problem === 'reason'} />
    </StaffDialog>
  );
}
