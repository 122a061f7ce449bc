/**
 * The sandbox checkout's HTML: what the hosted page of a card provider shows — the merchant,
 * the amount, Pay and Cancel — or that the session is over. Every dynamic value is escaped.
 */
import { escapeHtml, hostedPage } from '@server/http/hosted-page';

export function checkoutPage(input: { action: string; amount: string; merchant: string }): string {
  const amount = `${escapeHtml(input.amount)} USD`;
  const action = escapeHtml(input.action);
  return hostedPage(
    'Sandbox checkout',
    `<p class="badge">Sandbox payment — no real money moves</p>
<h1>Pay ${escapeHtml(input.merchant)}</h1>
<p>Cards, banks and more</p>
<div class="amount" data-testid="checkout-amount">${amount}</div>
<form method="post" action="${action}/pay"><button type="submit">Pay ${amount}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>`,
  );
}

export function checkoutOverPage(status: string, returnUrl: string): string {
  return hostedPage(
    'Sandbox checkout',
    `<p class="badge">Sandbox payment</p>
<h1>This checkout is over</h1>
<p>Its payment is ${escapeHtml(status)}.</p>
<a class="button" href="${escapeHtml(returnUrl)}">Back to the cashier</a>`,
  );
}
