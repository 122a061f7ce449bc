/*
 * The sandbox slot's game client, served from the provider's own origin (the page's CSP allows
 * no inline script). It only shows what the game server decides: the state (balance, bets,
 * symbols), then each spin's grid, winning lines and new balance.
 *
 * The casino page that frames it says hello ({type: 'kb:hello'}) once the frame has loaded.
 * Only a hello from the parent window, on one of the casino's origins the page lists, is
 * taken; from then on the client tells that origin, and no other, when it is ready
 * ({type: 'kb:ready'}) and after each round ({type: 'kb:round', roundId, win, balance}).
 */
(() => {
  const session = document.body.dataset.session;
  const casinoOrigins = (document.body.dataset.casinoOrigins ?? '').split(' ').filter(Boolean);
  const $ = (id) => document.getElementById(id);
  const cells = [...document.querySelectorAll('.cell')];
  let glyphs = {};
  let paylines = [];
  let casino = null;
  let ready = false;
  const money = (n) => n.toFixed(2);
  const tell = (message) => {
    if (casino !== null) window.parent.postMessage(message, casino);
  };

  window.addEventListener('message', (event) => {
    if (window.parent === window || event.source !== window.parent) return;
    if (!casinoOrigins.includes(event.origin) || event.data?.type !== 'kb:hello') return;
    casino = event.origin;
    if (ready) tell({ type: 'kb:ready' });
  });

  function say(text, error) {
    $('message').textContent = text;
    $('message').className = error ? 'message error' : 'message';
  }

  async function call(path, body) {
    const response = await fetch(`/sandbox/provider/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    });
    // The game server answers refusals as plain text meant for the player.
    if (!response.ok) throw new Error((await response.text()) || 'The game server did not answer.');
    return response.json();
  }

  function draw(grid, wins) {
    const winning = new Set();
    for (const win of wins) {
      const rows = paylines[win.line - 1];
      for (let reel = 0; reel < win.count; reel += 1) winning.add(`${reel}:${rows[reel]}`);
    }
    cells.forEach((cell, i) => {
      const reel = i % 5;
      const row = Math.floor(i / 5);
      cell.textContent = glyphs[grid[reel][row]] ?? '?';
      cell.classList.toggle('win', winning.has(`${reel}:${row}`));
    });
  }

  function showState(state) {
    $('title').textContent = state.title;
    $('mode').textContent = state.mode === 'fun' ? 'FUN' : `REAL · ${state.currency.toUpperCase()}`;
    $('mode').className = `badge ${state.mode}`;
    $('balance').textContent = money(state.balance);
    $('refill').hidden = !(state.mode === 'fun' && state.balance < state.bets[0] / 100);
  }

  async function spin() {
    $('spin').disabled = true;
    $('reels').classList.add('spinning');
    say('');
    try {
      const started = Date.now();
      const round = await call('spin', { session, bet: Number($('bet').value) });
      await new Promise((r) => setTimeout(r, Math.max(0, 450 - (Date.now() - started))));
      draw(round.grid, round.lines);
      $('balance').textContent = money(round.balance);
      $('win').textContent = money(round.win);
      say(round.win > 0 ? `You win ${money(round.win)}!` : '');
      tell({ type: 'kb:round', roundId: round.roundId, win: round.win, balance: round.balance });
    } catch (error) {
      say(error.message, true);
    } finally {
      $('reels').classList.remove('spinning');
      $('spin').disabled = false;
    }
  }

  async function start() {
    try {
      const state = await call(`state?session=${encodeURIComponent(session)}`);
      glyphs = state.glyphs;
      paylines = state.paylines;
      for (const cents of state.bets) $('bet').add(new Option(money(cents / 100), String(cents)));
      showState(state);
      draw(state.grid, []);
      $('spin').disabled = false;
    } catch (error) {
      say(error.message, true);
    }
    // Ready with the reels or with the reason they cannot start: either is worth showing.
    ready = true;
    tell({ type: 'kb:ready' });
  }

  $('spin').addEventListener('click', spin);
  $('refill').addEventListener('click', async () => {
    try {
      showState(await call('refill', { session }));
      say('');
    } catch (error) {
      say(error.message, true);
    }
  });
  start();
})();
