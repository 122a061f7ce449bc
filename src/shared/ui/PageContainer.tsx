/** The content column of a page: consistent padding and a readable maximum width. */
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageContainer({
  children,
  size = 'xl',
}: {
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}) {
  return (
    <Container size={size} px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}
