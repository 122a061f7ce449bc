/**
 * The pages the built-in sandboxes of third parties serve from this server (the card
 * checkout, the on-ramp partner's card page, the identity provider's sign-in): one plain look, escaped values, no script, so
 * the site's CSP holds; and the check that a form post came from such a page itself.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSameSiteRequest } from '../plugins/csrf';

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center;
    font-family: system-ui, sans-serif; background: #10131a; color: #e8eaf0; }
  main { width: min(92vw, 380px); padding: 28px; border-radius: 14px; background: #1a1f2b;
    box-shadow: 0 10px 40px rgba(0,0,0,.4); }
  h1 { margin: 0 0 4px; font-size: 20px; }
  .badge { display: inline-block; margin: 0 0 18px; padding: 3px 8px; border-radius: 6px;
    background: #f5b94222; color: #f5b942; font-size: 12px; }
  .amount { font-size: 30px; font-weight: 700; margin: 12px 0 22px; }
  label { display: block; margin: 14px 0 6px; font-size: 14px; color: #aab1c2; }
  label.check { display: flex; gap: 8px; align-items: center; }
  input[type=text], input[type=email], input[type=tel], input:not([type]) { box-sizing: border-box; width: 100%; padding: 10px;
    border: 1px solid #39415a; border-radius: 8px; background: #10131a; color: #e8eaf0;
    font-size: 16px; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; padding: 12px; margin-top: 10px;
    border: 0; border-radius: 8px; font-size: 16px; cursor: pointer; text-align: center;
    text-decoration: none; background: #3b82f6; color: #fff; }
  button.secondary { background: transparent; color: #aab1c2; border: 1px solid #39415a; }
  p { color: #aab1c2; }
  .error { color: #f87171; }
  .row { display: flex; gap: 10px; } .row > div { flex: 1; }
  dl { display: grid; grid-template-columns: auto auto; gap: 4px 12px; }
  dt { color: #aab1c2; } dd { margin: 0; text-align: end; }
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A whole page around `body` (already escaped by its maker). */
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

export function sendHostedPage(reply: FastifyReply, body: string, status = 200) {
  return (
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // The site's no-referrer policy makes browsers send `Origin: null` on the page's form
      // posts; same-origin keeps the origin on them, which the buttons are checked by.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body)
  );
}

/**
 * A hosted page's own buttons: same-site by Origin, or — when a browser still says
 * `Origin: null` — by Sec-Fetch-Site, which no page script can set.
 */
export function fromHostedPage(request: FastifyRequest, publicOrigin: string | null): boolean {
  if (isSameSiteRequest(request, publicOrigin)) return true;
  return request.headers.origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin';
}
