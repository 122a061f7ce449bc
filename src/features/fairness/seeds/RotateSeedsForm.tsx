/**
 * Rotating the seed pair: the player's new client seed (a fresh random one to start with, or
 * their own), checked with the contract's rules before it is sent. A rotation reveals the
 * server seed in use and starts a new pair; the server's refusal is shown as it is.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Group, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowsShuffle, IconRefresh } from '@tabler/icons-react';
import { rotateSeedsSchema } from '@/contracts/originals';
import { newClientSeed } from '@/features/account';
import { contractValidate } from '@/shared/forms/contract-validate';
import { useRotateSeeds } from './queries';

export function RotateSeedsForm() {
  const { t } = useLingui();
  const rotate = useRotateSeeds();
  const form = useForm({
    initialValues: { clientSeed: newClientSeed() },
    validate: contractValidate(rotateSeedsSchema, (issue, value) => {
      if (issue.code === 'too_small' || value === '') return t`Enter a client seed.`;
      if (issue.code === 'too_big') return t`A client seed has at most 64 characters.`;
      return t`Use letters, digits and symbols, without spaces or colons.`;
    }),
    validateInputOnBlur: true,
  });

  return (
    <form
      noValidate
      data-testid="rotate-seeds"
      onSubmit={form.onSubmit(({ clientSeed }) => {
        if (rotate.isPending) return;
        rotate.mutate(
          { clientSeed },
          { onSuccess: () => form.setValues({ clientSeed: newClientSeed() }) },
        );
      })}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t`New client seed`}
          autoComplete="off"
          spellCheck={false}
          rightSection={
            <Tooltip label={t`Another random seed`}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t`Another random seed`}
                onClick={() => form.setFieldValue('clientSeed', newClientSeed())}
              >
                <IconArrowsShuffle size={16} />
              </ActionIcon>
            </Tooltip>
          }
          {...form.getInputProps('clientSeed')}
        />
        <Button
          type="submit"
          mt={25}
          loading={rotate.isPending}
          leftSection={<IconRefresh size={16} />}
        >
          <Trans>Rotate</Trans>
        </Button>
      </Group>
      {rotate.error ? (
        <Alert
          mt="sm"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t`The seeds were not rotated`}
          role="alert"
          data-testid="rotate-error"
        >
          {rotate.error.message}
        </Alert>
      ) : null}
    </form>
  );
}
