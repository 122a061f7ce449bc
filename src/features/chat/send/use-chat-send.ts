/**
 * Sending a chat message (spec part 2 §5/§7/§8): over the socket owner's `chat_send` with the
 * session's socket token, waiting for the server's ack. The line is a form field checked with
 * chat_send's own line rule (contracts/chat-moderation), so the box never sends what the
 * server refuses: a line with nothing visible is refused with the server's words, one past
 * the limit too, and what is sent is the rule's reading (trimmed, no directional overrides).
 * An empty line sends nothing. A send while one is in flight is ignored. The ack's error text
 * (muted, banned, too fast...) or a failed emit stays in `error` until the player types again.
 * '/shake' and other commands go as typed: the server decides a message's type.
 */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { safeParse } from 'zod/mini';
import { CHAT_MESSAGE_MAX } from '@/contracts/chat-moderation';
import { emitWithAck } from '@/shared/api/socket-ack';
import { useErrorText } from '@/shared/api/use-error-text';
import { contractValidate } from '@/shared/forms/contract-validate';
import {
  type ChatLineProblem,
  chatLineFormSchema,
  chatLineProblemOf,
  chatLineSchema,
} from './chat-line';

const chatSendKey = ['chat', 'send'] as const;

export interface ChatSendState {
  text: string;
  /** The line's refusal or the last send's error, shown above the input until the player types. */
  error: ReactNode;
  sending: boolean;
  type: (text: string) => void;
  send: (event?: FormEvent<HTMLFormElement>) => void;
}

export function useChatSend(socketToken: string): ChatSendState {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const refusals: Record<ChatLineProblem, string> = {
    // Nothing typed, nothing to say: an empty refusal still stops the send, and the banner
    // stays hidden.
    empty: '',
    invisible: t`This message has no visible characters. Write something first.`,
    tooLong: t`A message can be at most ${CHAT_MESSAGE_MAX} characters.`,
  };
  const form = useForm({
    initialValues: { message: '' },
    validate: contractValidate(chatLineFormSchema, (issue) => refusals[chatLineProblemOf(issue)]),
  });
  // The ack is the server's refusal text, or null once the line was taken.
  const sending = useMutation({
    mutationKey: chatSendKey,
    mutationFn: (message: string) =>
      emitWithAck('chat_send', { socketToken, message, userStatus: null }),
    onSuccess: (refused) => {
      if (refused === null) form.reset();
    },
  });
  const error =
    form.errors.message ??
    sending.data ??
    (sending.error === null ? null : errorText(sending.error));

  const type = (text: string) => {
    form.setFieldValue('message', text);
    sending.reset();
  };

  const send = form.onSubmit(({ message }) => {
    // Asked of the mutation cache, not this render's isPending: a second Enter can come
    // before React has re-rendered with the first send pending.
    if (queryClient.isMutating({ mutationKey: chatSendKey }) > 0) return;
    const line = safeParse(chatLineSchema, message);
    if (line.success) sending.mutate(line.data);
  });

  return { text: form.values.message, error, sending: sending.isPending, type, send };
}
