/**
 * Deleting a chat message only after a confirm dialog (spec part 2 §6: title, confirm text,
 * cancel). Cancel sends nothing; the message goes for everyone once the server agrees.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ChatMessage } from '@/contracts/chat';
import { withoutMessage } from '../messages/chat-list';
import { messageText } from '../messages/message-text';
import { StaffDialog } from './StaffDialog';
import { deleteChatMessage } from './staff-calls';
import { useStaffAction } from './use-staff-action';

interface Props {
  message: ChatMessage;
  onClose: () => void;
}

export function DeleteMessageDialog({ message, onClose }: Props) {
  const { t } = useLingui();
  const remove = useStaffAction({
    call: deleteChatMessage,
    edit: (list, { id }) => withoutMessage(list, id),
    done: () => t`Message deleted.`,
    onDone: onClose,
  });
  const name = message.user.name;
  return (
    <StaffDialog
      title={t`Delete this message?`}
      onClose={onClose}
      confirm={<Trans>Delete message</Trans>}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: message.id })}
    >
      <Text size="sm">
        <Trans>
          The message from {name} disappears from everyone's chat. This cannot be undone.
        </Trans>
      </Text>
      {message.type === 'normal' || message.type === 'shake' ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {messageText(message.message)}
        </Text>
      ) : null}
    </StaffDialog>
  );
}
