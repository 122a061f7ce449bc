/**
 * The player's latest deposits with their status, kept live by `depositUpdated`: the dollars
 * credited and, for a chain transfer, the coins that arrived.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Deposit } from '@/contracts/payments';
import { formatCoinAmount, formatUsdWithCode } from '@/shared/lib/money';
import { PaymentList } from './PaymentList';
import { PaymentRow } from './PaymentRow';
import {
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_STATUS_COLORS,
  DEPOSIT_STATUS_LABELS,
} from './payment-messages';
import { depositsQuery } from './queries';

/** "13.26 USD"; a chain transfer: "25.5 XRP → 13.26 USD", or its coins while it awaits a price. */
function useAmountText(deposit: Deposit): string {
  const { i18n, t } = useLingui();
  const dollars = deposit.amount === null ? null : formatUsdWithCode(i18n, deposit.amount);
  if (deposit.coinAmount === null) return dollars ?? '';
  const coins = formatCoinAmount(i18n, deposit.coinAmount, deposit.balanceType);
  return dollars === null ? t`${coins} · waiting for a price` : `${coins} → ${dollars}`;
}

function DepositRow({ deposit }: { deposit: Deposit }) {
  const { i18n, t } = useLingui();
  const amount = useAmountText(deposit);
  const when = i18n.date(new Date(deposit.createdAt), { dateStyle: 'medium', timeStyle: 'short' });
  const waiting =
    deposit.status === 'pending' && deposit.requiredConfirmations !== null
      ? t`${deposit.confirmations ?? 0} of ${deposit.requiredConfirmations} confirmations`
      : null;
  const method = i18n._(DEPOSIT_METHOD_LABELS[deposit.method]);
  return (
    <PaymentRow
      testId="deposit-row"
      status={deposit.status}
      amount={amount}
      details={`${method} · ${when}${waiting ? ` · ${waiting}` : ''}`}
      badge={{
        color: DEPOSIT_STATUS_COLORS[deposit.status],
        label: i18n._(DEPOSIT_STATUS_LABELS[deposit.status]),
      }}
    />
  );
}

export function RecentDeposits() {
  const query = useQuery(depositsQuery());
  return (
    <PaymentList
      title={<Trans>Recent deposits</Trans>}
      empty={<Trans>No deposits yet.</Trans>}
      testId="recent-deposits"
      query={query}
      row={(deposit) => <DepositRow key={deposit.id} deposit={deposit} />}
    />
  );
}
