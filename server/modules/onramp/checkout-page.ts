/**
 * The sandbox on-ramp partner's hosted page: what the player pays, the partner's fee, the
 * coins they get at the price and where they go, a card form (test cards named on the page)
 * with Pay, and Cancel. Plain forms, no script; every dynamic value is escaped.
 */
import { escapeHtml, hostedPage } from '@server/http/hosted-page';
import { formatUnits } from '../wallet/money';
import type { OrderRow } from './orders-repository';

export function onrampCheckoutPage(
  order: OrderRow,
  action: string,
  problem: string | null,
): string {
  const coin = order.coin.toUpperCase();
  const paid = `${formatUnits(order.amount)} USD`;
  const target = escapeHtml(action);
  const to = order.tag === null ? order.address : `${order.address} (tag ${order.tag})`;
  return hostedPage(
    'Sandbox crypto purchase',
    `<p class="badge">Sandbox card payment — no real money moves</p>
<h1>Buy ${escapeHtml(coin)}</h1>
<div class="amount" data-testid="onramp-coins">${escapeHtml(formatUnits(order.coinAmount))} ${escapeHtml(coin)}</div>
<dl>
<dt>You pay</dt><dd data-testid="onramp-pay">${escapeHtml(paid)}</dd>
<dt>Partner fee</dt><dd data-testid="onramp-fee">${escapeHtml(formatUnits(order.fee))} USD</dd>
<dt>Price</dt><dd>1 ${escapeHtml(coin)} = ${escapeHtml(formatUnits(order.coinPrice))} USD</dd>
</dl>
<p>Sent to your KadiBet deposit address ${escapeHtml(to)}</p>
<form method="post" action="${target}/pay">
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required></div>
<div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>
${problem ? `<p class="error" role="alert" data-testid="onramp-problem">${escapeHtml(problem)}</p>` : ''}
<p>Test cards: 4242 4242 4242 4242 is charged, 4000 0000 0000 0002 is declined.</p>
<button type="submit">Pay ${escapeHtml(paid)}</button>
</form>
<form method="post" action="${target}/cancel"><button type="submit" class="secondary">Cancel</button></form>`,
  );
}
