/** For a visitor in a wallet dialog open to everyone: why to sign in, and the way to do it. */
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SignInButtons } from '@/features/account';

export function SignInPrompt({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {children}
      </Text>
      <SignInButtons withRegister={false} />
    </Stack>
  );
}
