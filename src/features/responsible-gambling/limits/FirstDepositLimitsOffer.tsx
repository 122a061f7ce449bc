/**
 * The offer of deposit limits at the first deposit (the cashier's deposit tab shows it above
 * its form): for a signed-in player who has never deposited and has no deposit limit, until
 * they set one or answer 'Not now' (remembered on this device). Renders nothing otherwise.
 *
 * Props: `onDone` (optional) is called after the player set limits or chose 'Not now', for a
 * cashier that wants to move on (focus the amount field, for instance).
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { z } from 'zod/mini';
import type { LimitView } from '@/contracts/responsible-gambling';
import { persistedAtom } from '@/shared/lib/persisted-atom';
import { useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { rgStatusQuery } from '../queries';
import { LimitFields } from './LimitFields';
import { limitFormKey, useLimitForm } from './use-limit-form';

/** Players (ids) who answered the offer on this device. */
const answeredAtom = persistedAtom<string[]>(
  'first-deposit-limits-answered',
  z.array(z.string()),
  [],
);

export interface FirstDepositLimitsOfferProps {
  onDone?: () => void;
}

export function FirstDepositLimitsOffer({ onDone }: FirstDepositLimitsOfferProps) {
  const { user } = useCurrentUser();
  const [answered, setAnswered] = useAtom(answeredAtom);
  const firstDeposit = user !== null && user.hiddenTotalDeposited === 0;
  const { data } = useQuery({ ...rgStatusQuery(), enabled: firstDeposit });
  if (!user || !firstDeposit || !data || answered.includes(user.id)) return null;
  const hasDepositLimit = data.limits.some(
    (limit) => limit.kind === 'deposit' && (limit.amount !== null || limit.pending !== null),
  );
  if (hasDepositLimit) return null;
  const finish = () => {
    setAnswered((ids) => [...ids.filter((id) => id !== user.id), user.id]);
    onDone?.();
  };
  return (
    <Offer key={limitFormKey(data.limits, 'deposit')} limits={data.limits} onFinish={finish} />
  );
}

function Offer({ limits, onFinish }: { limits: readonly LimitView[]; onFinish: () => void }) {
  const form = useLimitForm(limits, 'deposit', onFinish);

  return (
    <Paper p="md" radius="md" withBorder data-testid="first-deposit-limits">
      <Stack gap="sm">
        <Title order={5}>
          <Trans>Set a deposit limit?</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Before your first deposit, you can limit how much you deposit. You can change it later
            in account settings: a lower limit applies at once, a higher one after 24 hours.
          </Trans>
        </Text>
        <LimitFields {...form.fields} />
        <FormError message={form.error} />
        <Group gap="sm">
          <Button loading={form.pending} onClick={form.submit}>
            <Trans>Set limits</Trans>
          </Button>
          <Button variant="subtle" onClick={onFinish} disabled={form.pending}>
            <Trans>Not now</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
