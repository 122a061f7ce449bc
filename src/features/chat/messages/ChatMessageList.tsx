/**
 * The chat's message area: the messages received so far, kept scrolled to the newest, or the
 * empty state until the first arrives. Its own chunk, loaded once the first screen is up.
 */
import { ScrollArea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ChatEmpty } from './ChatEmpty';
import { ChatMessageRow } from './ChatMessageRow';
import { useChatMessages } from './use-chat-messages';

export default function ChatMessageList() {
  const messages = useChatMessages();
  const viewport = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    const area = viewport.current;
    if (newest && area) area.scrollTop = area.scrollHeight;
  }, [newest]);

  if (messages.length === 0) return <ChatEmpty />;
  return (
    <ScrollArea flex={1} viewportRef={viewport} data-testid="chat-messages" aria-live="polite">
      {messages.map((message) => (
        <ChatMessageRow key={message.id} message={message} />
      ))}
    </ScrollArea>
  );
}
