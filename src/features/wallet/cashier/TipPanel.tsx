/**
 * The cashier's tip tab: send part of a balance to another player (spec §5: username, amount,
 * private). Only options that can be tipped are offered. Disabled with the reason while the
 * server keeps no balances.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { validateUsername } from '@/features/account';
import { UnavailableNote } from '../UnavailableNote';
import { AmountField } from './AmountField';
import { type NamedWalletOption, useSelectedOption } from './use-cashier-options';
import { WalletOptionPicker } from './WalletOptionPicker';

export function TipPanel({ options }: { options: NamedWalletOption[] }) {
  const { t } = useLingui();
  const tippable = options.filter((o) => o.canTip);
  const [option, choose] = useSelectedOption(tippable);
  const [recipient, setRecipient] = useState('');
  const [recipientTouched, setRecipientTouched] = useState(false);
  const [amount, setAmount] = useState<number | string>('');
  const [isPrivate, setIsPrivate] = useState(false);
  if (!option) return null;
  const recipientProblem = recipientTouched ? validateUsername(recipient) : null;
  return (
    <Stack gap="md" data-testid="cashier-tip">
      <WalletOptionPicker
        label={t`Tip from`}
        options={tippable}
        value={option.balanceType}
        onChange={choose}
      />
      <TextInput
        label={t`Player's username`}
        value={recipient}
        onChange={(e) => setRecipient(e.currentTarget.value)}
        onBlur={() => setRecipientTouched(true)}
        error={
          recipientProblem
            ? recipientProblem === 'required'
              ? t`Enter the username of the player you want to tip.`
              : t`Usernames are 3 to 20 letters, digits or underscores.`
            : undefined
        }
      />
      <AmountField
        label={t`Amount`}
        value={amount}
        onChange={setAmount}
        minimum={null}
        shortCode={option.shortCode}
      />
      <Checkbox
        checked={isPrivate}
        onChange={(e) => setIsPrivate(e.currentTarget.checked)}
        label={t`Private tip (not announced in chat)`}
      />
      <UnavailableNote>
        <Trans>This server keeps no balances yet, so tips cannot be sent.</Trans>
      </UnavailableNote>
      <Button disabled fullWidth>
        <Trans>Send tip</Trans>
      </Button>
    </Stack>
  );
}
