/** The server's answer to a failed payment request, shown above the form's button. */
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
