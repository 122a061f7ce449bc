/** Placeholder lines while the chat's history loads (spec part 2 §4/§9: 25 skeleton rows). */
import { Skeleton, Stack } from '@mantine/core';

export const CHAT_SKELETON_ROWS = 25;

export function ChatSkeleton() {
  return (
    <Stack flex={1} gap="sm" p="md" style={{ overflow: 'hidden' }} data-testid="chat-loading">
      {Array.from({ length: CHAT_SKELETON_ROWS }, (_, row) => (
        // The rows are identical and never reorder: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Stack key={row} gap={4} data-testid="chat-skeleton-row">
          <Skeleton height={10} width={`${30 + ((row * 17) % 40)}%`} radius="xl" />
          <Skeleton height={10} width={`${55 + ((row * 23) % 40)}%`} radius="xl" />
        </Stack>
      ))}
    </Stack>
  );
}
