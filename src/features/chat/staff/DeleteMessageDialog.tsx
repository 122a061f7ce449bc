/**
 * Deleting a chat message only after a confirm dialog (spec part 2 §6: title, confirm text,
 * cancel). Cancel sends nothing; the message goes for everyone once the server agrees.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@/contracts/chat';
import { withoutMessage } from '../messages/chat-list';
import { messageText } from '../messages/message-text';
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
    <Modal opened onClose={onClose} title={t`Delete this message?`} size="sm" centered>
      <Stack gap="md">
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: message.id })}
          >
            <Trans>Delete message</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
