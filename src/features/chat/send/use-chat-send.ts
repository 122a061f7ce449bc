/**
 * Sending a chat message (spec part 2 §5/§7/§8): over the socket owner's `chat_send` with the
 * session's socket token, waiting for the server's ack. A send while one is in flight is
 * ignored; an empty line sends nothing. The server's text rule (contracts/chat.ts) applies here
 * too: a line with nothing visible is refused with the server's words, and what is sent has no
 * directional overrides. The ack's error text (muted, banned, too fast...) or a failed emit
 * stays in `error` until the player types again. '/shake' and other commands go as typed: the
 * server decides a message's type.
 */
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { readChatText } from '@/contracts/chat';
import { CHAT_MESSAGE_MAX } from '@/contracts/chat-moderation';
import { emitWithAck } from '@/shared/api/socket-ack';
import { useErrorText } from '@/shared/api/use-error-text';

export interface ChatSendState {
  text: string;
  /** The last send's error, shown above the input until the player types again. */
  error: string | null;
  sending: boolean;
  type: (text: string) => void;
  send: () => Promise<void>;
}

export function useChatSend(socketToken: string): ChatSendState {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  /** What the client refused before sending (the server's rule, checked here too). */
  const [refusal, setRefusal] = useState<string | null>(null);
  // A ref, not the mutation's state: two presses in the same tick must not both send.
  const inFlight = useRef(false);
  // The ack is the server's refusal text, or null once the line was taken. The mutation is
  // handed the emit already made: the line leaves in the press's own tick, as the socket's
  // other writes do, and the mutation keeps its progress and outcome.
  const sending = useMutation({
    mutationFn: (ack: Promise<string | null>) => ack,
    onSuccess: (refused) => {
      if (refused === null) setText('');
    },
  });
  const error =
    refusal ?? sending.data ?? (sending.error === null ? null : errorText(sending.error));

  const type = (next: string) => {
    setText(next);
    setRefusal(null);
    sending.reset();
  };

  const send = async () => {
    if (inFlight.current) return;
    const read = readChatText(text);
    if ('problem' in read) {
      // An empty line just sends nothing; one that looks empty but is not says why.
      if (read.problem === 'invisible')
        setRefusal(t`This message has no visible characters. Write something first.`);
      return;
    }
    const message = read.text;
    if (message.length > CHAT_MESSAGE_MAX) {
      setRefusal(t`A message can be at most ${CHAT_MESSAGE_MAX} characters.`);
      return;
    }
    inFlight.current = true;
    // A failed emit shows through `error`.
    const ack = emitWithAck('chat_send', { socketToken, message, userStatus: null });
    await sending.mutateAsync(ack).catch(() => undefined);
    inFlight.current = false;
  };

  return { text, error, sending: sending.isPending, type, send };
}
