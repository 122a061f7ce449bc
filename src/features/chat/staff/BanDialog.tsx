/**
 * Banning a player from the chat with a reason (spec part 1 §5). Once the server agrees every
 * message of theirs leaves the list, here at once and for everyone by `delete_all_messages`.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contractValidate } from '@/shared/forms/contract-validate';
import { withoutUser } from '../messages/chat-list';
import { ReasonInput } from './ReasonInput';
import { StaffDialog } from './StaffDialog';
import { banChatUser } from './staff-calls';
import type { StaffDialogProps } from './staff-dialog-props';
import { banBodyFrom, banFormSchema } from './staff-forms';
import { useStaffAction } from './use-staff-action';

export function BanDialog({ player, onClose }: StaffDialogProps) {
  const { t } = useLingui();
  // The reason's words are ReasonInput's own.
  const form = useForm({
    initialValues: { reason: '' },
    validate: contractValidate(banFormSchema, () => undefined),
  });
  const name = player.name;
  const ban = useStaffAction({
    call: banChatUser,
    edit: (list, { userId }) => withoutUser(list, userId),
    done: () => t`${name} is banned from the chat.`,
    onDone: onClose,
  });

  const submit = form.onSubmit(({ reason }) => {
    const body = banBodyFrom(player.id, reason);
    if (body) ban.mutate(body);
  });

  return (
    <StaffDialog
      title={t`Ban ${name}`}
      onClose={onClose}
      confirm={<Trans>Ban</Trans>}
      pending={ban.isPending}
      onConfirm={() => submit()}
    >
      <Text size="sm">
        <Trans>{name} can no longer write in the chat, and all their messages are removed.</Trans>
      </Text>
      <ReasonInput
        value={form.values.reason}
        onChange={(reason) => form.setFieldValue('reason', reason)}
        missing={Boolean(form.errors.reason)}
      />
    </StaffDialog>
  );
}
