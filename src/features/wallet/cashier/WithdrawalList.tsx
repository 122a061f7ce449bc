/**
 * The player's withdrawals with their status (kept live by `withdrawalUpdated`), the reason
 * of a decline, and a cancel button for a pending one (its funds come back at once).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@/contracts/withdrawals';
import { formatCoinAmount, formatUsdWithCode } from '@/shared/lib/money';
import { accountKeys } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { usePaymentErrorText } from './error-text';
import { PaymentList } from './PaymentList';
import { PaymentRow } from './PaymentRow';
import { WITHDRAWAL_STATUS_COLORS, WITHDRAWAL_STATUS_LABELS } from './payment-messages';
import { cancelWithdrawal, paymentKeys, upsertById, withdrawalsQuery } from './queries';

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const errorText = usePaymentErrorText();
  const cancel = useMutation({
    mutationFn: () => cancelWithdrawal(withdrawal.id),
    onSuccess: (cancelled) => {
      queryClient.setQueryData<Withdrawal[]>(paymentKeys.withdrawals, (list) =>
        upsertById(list ?? [], cancelled),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.current });
    },
    onError: (error) => void showToast({ kind: 'error', message: errorText(error) ?? '' }),
  });
  const dollars = formatUsdWithCode(i18n, withdrawal.amount);
  // Crypto: the coins sent, fixed at the price of the moment it was requested.
  const amount =
    withdrawal.coinAmount === null
      ? dollars
      : `${dollars} → ${formatCoinAmount(i18n, withdrawal.coinAmount, withdrawal.balanceType)}`;
  const when = i18n.date(new Date(withdrawal.createdAt), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <PaymentRow
      testId="withdrawal-row"
      status={withdrawal.status}
      amount={amount}
      details={`${withdrawal.destination} · ${when}`}
      truncateDetails
      badge={{
        color: WITHDRAWAL_STATUS_COLORS[withdrawal.status],
        label: i18n._(WITHDRAWAL_STATUS_LABELS[withdrawal.status]),
      }}
      action={
        withdrawal.status === 'pending' ? (
          <Button
            size="compact-xs"
            variant="default"
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            <Trans>Cancel</Trans>
          </Button>
        ) : null
      }
      reason={withdrawal.reason}
    />
  );
}

export function WithdrawalList() {
  const query = useQuery(withdrawalsQuery());
  return (
    <PaymentList
      title={<Trans>Your withdrawals</Trans>}
      empty={<Trans>No withdrawals yet.</Trans>}
      testId="withdrawal-list"
      query={query}
      row={(withdrawal) => <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />}
    />
  );
}
