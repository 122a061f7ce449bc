/**
 * The cashier's deposit tab: pick an option, see its balance and limits, then deposit — crypto
 * to the player's own address (with QR code and XRP destination tag), M-Pesa by a payment
 * request to their phone, cash through the provider's hosted checkout — and follow the latest
 * deposits as they are credited. A first deposit offers deposit limits first; a player on a
 * break or self-excluded sees why instead of the deposit forms; deposit bonuses sit below.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { isChainCoin } from '@/contracts/payments';
import {
  ExclusionBanner,
  FirstDepositLimitsOffer,
  useExclusion,
} from '@/features/responsible-gambling';
import { DepositBonusSection } from '../bonus/DepositBonusSection';
import { CashDeposit } from './CashDeposit';
import { CryptoDeposit } from './CryptoDeposit';
import { MpesaDeposit } from './MpesaDeposit';
import { OptionBalance } from './OptionBalance';
import { RecentDeposits } from './RecentDeposits';
import { type NamedWalletOption, useSelectedOption } from './use-cashier-options';
import { WalletOptionFacts } from './WalletOptionFacts';
import { WalletOptionPicker } from './WalletOptionPicker';

/** The form of the option's payment integration. */
function DepositForm({ option }: { option: NamedWalletOption }) {
  const type = option.balanceType;
  switch (option.plugin) {
    case 'chain':
      return isChainCoin(type) ? <CryptoDeposit coin={type} shortCode={option.shortCode} /> : null;
    case 'mpesaStk':
      return <MpesaDeposit option={option} />;
    case 'hostedCheckout':
      return <CashDeposit option={option} />;
  }
}

export function DepositPanel({ options }: { options: NamedWalletOption[] }) {
  const { t } = useLingui();
  const [option, choose] = useSelectedOption(options);
  const exclusion = useExclusion();
  if (!option) return null;
  if (exclusion) {
    return (
      <Stack gap="md" data-testid="cashier-deposit">
        <ExclusionBanner />
        <RecentDeposits />
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="cashier-deposit">
      <WalletOptionPicker
        label={t`Deposit with`}
        options={options}
        value={option.balanceType}
        onChange={choose}
      />
      <OptionBalance option={option} />
      <FirstDepositLimitsOffer />
      <WalletOptionFacts option={option} action="deposit" />
      <DepositForm key={option.balanceType} option={option} />
      <DepositBonusSection />
      <RecentDeposits />
    </Stack>
  );
}
