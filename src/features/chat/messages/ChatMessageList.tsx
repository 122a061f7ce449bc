/**
 * The chat's message area: placeholders while the history loads, then the messages kept
 * scrolled to the newest, or the empty state. Staff get a menu on every line but their own;
 * its code loads only for them. Its own chunk, loaded once the first screen is up.
 */
import { ScrollArea } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useCurrentUser } from '@/shared/session';
import { canModerate } from '../staff/staff-rules';
import { ChatEmpty } from './ChatEmpty';
import { ChatMessageRow } from './ChatMessageRow';
import { ChatSkeleton } from './ChatSkeleton';
import { useChatMessages } from './use-chat-messages';

const StaffMenu = lazy(() => import('../staff/StaffMenu'));

export default function ChatMessageList({ visible }: { visible: boolean }) {
  const { messages, loading } = useChatMessages(visible);
  const { user } = useCurrentUser();
  const viewport = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  const staffRules = user && canModerate(user.rules) ? user.rules : null;

  useEffect(() => {
    const area = viewport.current;
    if (newest && area) area.scrollTop = area.scrollHeight;
  }, [newest]);

  if (loading) return <ChatSkeleton />;
  if (messages.length === 0) return <ChatEmpty />;
  return (
    <ScrollArea flex={1} viewportRef={viewport} data-testid="chat-messages" aria-live="polite">
      {messages.map((message) => (
        <ChatMessageRow
          key={message.id}
          message={message}
          actions={
            staffRules && message.userId !== user?.id ? (
              <Suspense fallback={null}>
                <StaffMenu message={message} rules={staffRules} />
              </Suspense>
            ) : null
          }
        />
      ))}
    </ScrollArea>
  );
}
