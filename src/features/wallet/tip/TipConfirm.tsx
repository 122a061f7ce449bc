/**
 * The last step before a tip leaves: who gets how much from which balance, whether chat hears
 * of it, the two-factor code when the player has it on, and the server's answer when it
 * refused (its own words, spec part 1 §8).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TwoFactorMethod } from '@/contracts/user';
import { formatUsd } from '@/shared/lib/money';
import { TwoFactorCodeField } from '../cashier/TwoFactorCodeField';

export interface TipConfirmProps {
  recipient: string;
  amount: number;
  optionName: string;
  isPrivate: boolean;
  twoFactorMethod: TwoFactorMethod | null;
  code: string;
  onCodeChange: (code: string) => void;
  /** The server's refusal, when the last attempt failed. */
  error: string | null;
  /** The refusal was about the two-factor code: shown under the field instead. */
  codeError: boolean;
  pending: boolean;
  onBack: () => void;
  onSend: () => void;
}

export function TipConfirm(props: TipConfirmProps) {
  const { i18n } = useLingui();
  const amount = formatUsd(i18n, props.amount);
  const { recipient, optionName } = props;
  const needsCode = props.twoFactorMethod !== null;
  return (
    <Stack gap="md" data-testid="tip-confirm">
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Text fw={600}>
            <Trans>
              Send {amount} to {recipient}?
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>From your {optionName} balance.</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {props.isPrivate ? (
              <Trans>Private: it will not be announced in chat.</Trans>
            ) : (
              <Trans>Public: the chat will see this tip.</Trans>
            )}
          </Text>
        </Stack>
      </Paper>
      {props.twoFactorMethod ? (
        <TwoFactorCodeField
          method={props.twoFactorMethod}
          value={props.code}
          onChange={props.onCodeChange}
          error={props.codeError && props.error ? props.error : undefined}
        />
      ) : null}
      {props.error && !props.codeError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {props.error}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack} disabled={props.pending}>
          <Trans>Back</Trans>
        </Button>
        <Button
          onClick={props.onSend}
          loading={props.pending}
          disabled={needsCode && props.code.trim() === ''}
        >
          <Trans>Send tip</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
