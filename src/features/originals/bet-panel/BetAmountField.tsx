/**
 * The bet amount with the helper of spec part 2 §5: ½, 2×, max = the balance, −/+ by the
 * step of the amount (0.01 under 1, 1 from 1, 5 from 5); what is typed is kept to 2 decimals
 * and never above the balance.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { clampBet, decreaseBet, doubleBet, halfBet, increaseBet, maxBet } from '@/features/wallet';

interface Props {
  amount: number;
  balance: number;
  onChange: (amount: number) => void;
  disabled: boolean;
}

export function BetAmountField({ amount, balance, onChange, disabled }: Props) {
  const { t } = useLingui();
  const helper = (label: string, next: number, testId: string) => (
    <Button
      size="compact-sm"
      variant="default"
      disabled={disabled}
      onClick={() => onChange(next)}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  return (
    <Group gap={4} wrap="nowrap" align="end">
      <NumberInput
        label={t`Bet amount`}
        value={amount}
        onChange={(value) => onChange(clampBet(typeof value === 'number' ? value : 0, balance))}
        min={0}
        decimalScale={2}
        allowNegative={false}
        hideControls
        disabled={disabled}
        flex={1}
        data-testid="bet-amount"
        leftSection={
          <ActionIcon
            variant="subtle"
            aria-label={t`Lower the bet`}
            disabled={disabled}
            onClick={() => onChange(decreaseBet(amount, balance))}
          >
            <IconMinus size={14} />
          </ActionIcon>
        }
        rightSection={
          <ActionIcon
            variant="subtle"
            aria-label={t`Raise the bet`}
            disabled={disabled}
            onClick={() => onChange(increaseBet(amount, balance))}
          >
            <IconPlus size={14} />
          </ActionIcon>
        }
      />
      {helper('½', halfBet(amount, balance), 'bet-half')}
      {helper('2×', doubleBet(amount, balance), 'bet-double')}
      {helper(t`Max`, maxBet(balance), 'bet-max')}
    </Group>
  );
}
