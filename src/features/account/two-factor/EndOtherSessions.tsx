/** The offer after a password or two-factor change: sign out every other device. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { endOtherSessions } from './two-factor-api';

interface Props {
  otherSessions: number;
  onDone: () => void;
}

export function EndOtherSessions({ otherSessions, onDone }: Props) {
  const errorText = useErrorText();
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const end = async () => {
    setPending(true);
    setError(null);
    try {
      await endOtherSessions();
      void showToast({ kind: 'success', message: t`Your other devices were signed out.` });
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="end-other-sessions">
      <Text size="sm">
        <Plural
          value={otherSessions}
          one="You are still signed in on # other device. Sign it out?"
          other="You are still signed in on # other devices. Sign them out?"
        />
      </Text>
      <FormError message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <Trans>Keep them</Trans>
        </Button>
        <Button color="red" loading={pending} onClick={() => void end()}>
          <Trans>Sign out other devices</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
