/**
 * The player's card purchases with their status — pending while the card page is open,
 * completed once the coins are on their way, failed (with the reason) or cancelled — kept live
 * by `onrampOrderUpdated`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { OnrampOrder, OnrampStatus } from '@/contracts/onramp';
import { formatCoinAmount, formatUsdWithCode } from '@/shared/lib/money';
import { PaymentList } from '../cashier/PaymentList';
import { PaymentRow } from '../cashier/PaymentRow';
import { onrampOrdersQuery } from './queries';

const STATUS_LABELS: Record<OnrampStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
};

const STATUS_COLORS: Record<OnrampStatus, string> = {
  pending: 'blue',
  completed: 'emerald',
  failed: 'red',
  cancelled: 'gray',
};

function OrderRow({ order }: { order: OnrampOrder }) {
  const { i18n } = useLingui();
  const paid = formatUsdWithCode(i18n, order.amount);
  const coins = formatCoinAmount(i18n, order.coinAmount, order.coin);
  const when = i18n.date(new Date(order.createdAt), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <PaymentRow
      testId="onramp-order"
      status={order.status}
      amount={`${paid} → ${coins}`}
      details={when}
      badge={{
        color: STATUS_COLORS[order.status],
        label: i18n._(STATUS_LABELS[order.status]),
      }}
      reason={order.status === 'failed' ? order.failureReason : null}
    />
  );
}

export function OnrampOrders() {
  const query = useQuery(onrampOrdersQuery());
  return (
    <PaymentList
      title={<Trans>Your purchases</Trans>}
      empty={<Trans>No purchases yet.</Trans>}
      testId="onramp-orders"
      query={query}
      row={(order) => <OrderRow key={order.id} order={order} />}
    />
  );
}
