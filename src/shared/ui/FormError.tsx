/** A failed call's message above a form's button (the server's words, or a translated fallback). */
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
