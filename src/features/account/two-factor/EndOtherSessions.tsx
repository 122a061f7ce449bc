/** The offer after a password or two-factor change: sign out every other device. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormError } from '@/shared/ui/FormError';
import { showToast } from '@/shared/ui/toast';
import { endOtherSessions } from './queries';

interface Props {
  otherSessions: number;
  onDone: () => void;
}

export function EndOtherSessions({ otherSessions, onDone }: Props) {
  const errorText = useErrorText();
  const { t } = useLingui();
  const end = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      void showToast({ kind: 'success', message: t`Your other devices were signed out.` });
      onDone();
    },
  });

  return (
    <Stack gap="sm" data-testid="end-other-sessions">
      <Text size="sm">
        <Plural
          value={otherSessions}
          one="You are still signed in on # other device. Sign it out?"
          other="You are still signed in on # other devices. Sign them out?"
        />
      </Text>
      <FormError message={end.error && errorText(end.error)} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <Trans>Keep them</Trans>
        </Button>
        <Button color="red" loading={end.isPending} onClick={() => end.mutate()}>
          <Trans>Sign out other devices</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
