/**
 * The sandbox game client's HTML: the reels, the balance, the bet selector, the spin button
 * and the paytable, drawn by slot-frame.js from /sandbox/provider/state. Static apart from the
 * escaped session id, language and the casino's origins (the only pages the script talks to),
 * so the page needs no inline script (the CSP forbids it).
 */
import { PAYLINES, SYMBOLS } from './paytable';

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font-family: system-ui, sans-serif; color: #e8eaf0;
    background: radial-gradient(circle at 50% 0, #2a1f4a, #0e1018 70%); display: flex;
    flex-direction: column; align-items: center; justify-content: center; gap: 12px; padding: 12px; }
  header { display: flex; gap: 12px; align-items: center; justify-content: space-between;
    width: min(100%, 560px); }
  h1 { font-size: 18px; margin: 0; }
  .badge { padding: 2px 8px; border-radius: 6px; font-size: 12px; font-weight: 700; }
  .badge.fun { background: #3b82f633; color: #93c5fd; } .badge.real { background: #16a34a33; color: #86efac; }
  .reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; width: min(100%, 560px);
    padding: 10px; border-radius: 14px; background: #151826; box-shadow: inset 0 0 0 2px #f5b94255; }
  .cell { aspect-ratio: 1; display: grid; place-items: center; font-size: clamp(22px, 7vw, 44px);
    border-radius: 10px; background: #1f2335; transition: background .2s, transform .2s; }
  .cell.win { background: #f5b94244; transform: scale(1.05); }
  .reels.spinning .cell { animation: blur .12s linear infinite; }
  @keyframes blur { 50% { transform: translateY(4px); opacity: .6; } }
  .bar { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: center;
    width: min(100%, 560px); }
  /* Every item of the bar has a fixed size: the script fills them after the first paint, and an
     item that grew or shrank then moved its neighbours in the centred, wrapping bar. */
  .stat { width: 120px; padding: 6px 10px; border-radius: 8px; background: #1a1f2b; }
  .stat small { display: block; color: #aab1c2; font-size: 11px; }
  .stat b { display: block; font-size: 16px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .bar label { display: inline-flex; align-items: center; gap: 6px; }
  select, button { font: inherit; padding: 10px 14px; border-radius: 8px; border: 1px solid #39415a;
    background: #1a1f2b; color: inherit; }
  #bet { width: 7em; }
  button.spin { width: 120px; border: 0; background: #f5b942; color: #1a1300; font-weight: 800; }
  button:disabled { opacity: .5; cursor: not-allowed; }
  .message { min-height: 22px; text-align: center; color: #fcd34d; }
  .message.error { color: #fca5a5; }
  details { width: min(100%, 560px); background: #151826; border-radius: 10px; padding: 8px 12px; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  td, th { padding: 3px 6px; text-align: center; }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function paytableRows(): string {
  return SYMBOLS.map(
    (s) => `<tr><td>${s.glyph}</td>${s.pays.map((pay) => `<td>×${pay}</td>`).join('')}</tr>`,
  ).join('');
}

export interface PlayPageInput {
  sessionId: string;
  lang: string;
  /** The origins whose page may embed this one (the casino's). */
  casinoOrigins: readonly string[];
}

export function playPage(input: PlayPageInput): string {
  const cells = Array.from({ length: 15 }, () => '<div class="cell">·</div>').join('');
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox slot</title>
<style>${STYLE}</style>
<script src="/sandbox/provider/slot-frame.js" defer></script>
</head>
<body data-session="${escapeHtml(input.sessionId)}" data-casino-origins="${escapeHtml(input.casinoOrigins.join(' '))}">
<header><h1 id="title">…</h1><span id="mode" class="badge"></span></header>
<div class="reels" id="reels" data-testid="slot-reels">${cells}</div>
<div class="message" id="message" role="status" aria-live="polite"></div>
<div class="bar">
  <div class="stat"><small>Balance</small><b id="balance" data-testid="slot-balance">…</b></div>
  <div class="stat"><small>Win</small><b id="win" data-testid="slot-win">0.00</b></div>
  <label>Bet <select id="bet" data-testid="slot-bet" aria-label="Bet"></select></label>
  <button class="spin" id="spin" data-testid="slot-spin" disabled>Spin</button>
  <button id="refill" hidden>Refill play money</button>
</div>
<details><summary>Paytable — ${PAYLINES.length} lines, pays left to right, line bet = bet / ${PAYLINES.length}</summary>
<table><thead><tr><th></th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>${paytableRows()}</tbody></table>
<p>Return to player 96.3 %. Every result is decided by the game server.</p></details>
</body>
</html>`;
}
