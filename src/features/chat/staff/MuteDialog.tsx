/**
 * Muting a player from the chat for some minutes with a reason (spec part 1 §5: minutes not
 * bounded by the form, 5 by default, sent as seconds). The body is checked against the
 * contract before it is sent; a bad one gets a clear error next to its field.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_MUTE_MINUTES } from '@/contracts/chat-moderation';
import { contractValidate } from '@/shared/forms/contract-validate';
import { ReasonInput } from './ReasonInput';
import { StaffDialog } from './StaffDialog';
import { muteChatUser } from './staff-calls';
import type { StaffDialogProps } from './staff-dialog-props';
import { muteBodyFrom, muteFormSchema, muteProblemOf } from './staff-forms';
import { useStaffAction } from './use-staff-action';

export function MuteDialog({ player, onClose }: StaffDialogProps) {
  const { t, i18n } = useLingui();
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

  const form = useForm<{ minutes: number | string; reason: string }>({
    initialValues: { minutes: DEFAULT_MUTE_MINUTES, reason: '' },
    validate: contractValidate(muteFormSchema, (issue) => {
      const problem = muteProblemOf(issue);
      // The reason's words are ReasonInput's own.
      return problem === 'reason' ? undefined : minutesError[problem];
    }),
  });

  const submit = form.onSubmit(({ minutes, reason }) => {
    const checked = muteBodyFrom(player.id, minutes, reason);
    if (checked.body) mute.mutate(checked.body);
  });

  return (
    <StaffDialog
      title={t`Mute ${name}`}
      onClose={onClose}
      confirm={<Trans>Mute</Trans>}
      pending={mute.isPending}
      onConfirm={() => submit()}
    >
      <NumberInput label={t`Minutes`} min={0} {...form.getInputProps('minutes')} data-autofocus />
      <ReasonInput
        value={form.values.reason}
        onChange={(reason) => form.setFieldValue('reason', reason)}
        missing={Boolean(form.errors.reason)}
      />
    </StaffDialog>
  );
}
