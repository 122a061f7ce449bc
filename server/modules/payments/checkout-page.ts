/**
 * The sandbox checkout's HTML: what the hosted page of a card provider shows — the merchant,
 * the amount, Pay and Cancel — or that the session is over. Every dynamic value is escaped.
 * The on-ramp partner's page (modules/onramp) wears the same frame.
 */
const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center;
    font-family: system-ui, sans-serif; background: #10131a; color: #e8eaf0; }
  main { width: min(92vw, 380px); padding: 28px; border-radius: 14px; background: #1a1f2b;
    box-shadow: 0 10px 40px rgba(0,0,0,.4); }
  h1 { margin: 0 0 4px; font-size: 20px; }
  .badge { display: inline-block; margin: 0 0 18px; padding: 3px 8px; border-radius: 6px;
    background: #f5b94222; color: #f5b942; font-size: 12px; }
  .amount { font-size: 30px; font-weight: 700; margin: 12px 0 22px; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; padding: 12px; margin-top: 10px;
    border: 0; border-radius: 8px; font-size: 16px; cursor: pointer; text-align: center;
    text-decoration: none; background: #3b82f6; color: #fff; }
  button.secondary { background: transparent; color: #aab1c2; border: 1px solid #39415a; }
  p { color: #aab1c2; }
  label { display: block; margin: 10px 0 4px; color: #aab1c2; font-size: 13px; }
  input { box-sizing: border-box; width: 100%; padding: 10px; border-radius: 8px;
    border: 1px solid #39415a; background: #10131a; color: #e8eaf0; font-size: 16px; }
  .row { display: flex; gap: 10px; } .row > div { flex: 1; }
  .error { color: #ff6b6b; } dl { display: grid; grid-template-columns: auto auto; gap: 4px 12px; }
  dt { color: #aab1c2; } dd { margin: 0; text-align: end; }
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A provider's hosted page: the sandbox checkout's look, any body (already escaped). */
export function hostedPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

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
