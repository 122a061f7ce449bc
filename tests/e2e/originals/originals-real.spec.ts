/**
 * The Originals for real money (issue 19), as a funded player lives them: dice won and lost,
 * each game of the issue played once or more, the top-bar balance moving by exactly what each
 * round paid less its stake, the history and the live feed listing the bets; and a dice bet
 * checked on /fair after rotating the seed pair that decided it.
 *
 * The outcomes are the server's, so a story never bets on luck alone: it picks odds that
 * almost surely give what it wants and plays again (a few times at most) until they do.
 */
import type { Locator, Page } from '@playwright/test';
import { registerThroughApi } from '../account/players';
import { expect, navigateInApp, openApp, scrollToPageEnd, test } from '../fixtures';
import { fundPlayer } from '../wallet/operator';

/** Enough tries that a 98% (or 96%) outcome not showing up is a bug, not bad luck. */
const TRIES = 6;
const STAKE_CENTS = 100;

/** "$49.01" (or "-$1.00", "$1,234.56") in cents. */
function cents(text: string): number {
  const value = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  return text.includes('-') ? -value : value;
}

async function topBarCents(page: Page): Promise<number> {
  return cents((await page.getByTestId('top-bar-balance-amount').textContent()) ?? '');
}

async function expectTopBarMovedBy(page: Page, before: number, delta: number): Promise<void> {
  await expect.poll(() => topBarCents(page)).toBe(before + delta);
}

/** A new player with $50 of cash, selected in the top bar, at `path` in real mode. */
async function fundedPlayerAt(page: Page, path: string): Promise<string> {
  const player = await registerThroughApi(page, 'orig');
  await fundPlayer(page.request, player.name, 'cash', '50');
  await openApp(page, path);
  await page.getByTestId('top-bar-balance').click();
  await page.getByTestId('balance-option-cash').click();
  await expect(page.getByTestId('top-bar-balance')).toHaveAttribute('data-balance-type', 'cash');
  await expect(page.getByTestId('top-bar-balance-amount')).toHaveText('$50.00');
  return player.name;
}

async function chooseRealMode(page: Page): Promise<void> {
  const modes = page.getByTestId('originals-mode-switch');
  await modes.getByText('Real').click();
  await expect(modes.getByRole('radio', { name: 'Real' })).toBeChecked();
}

// --- Dice ---------------------------------------------------------------------------------

interface DiceRoll {
  roll: string;
  won: boolean;
  /** What the top bar moved by, in cents. */
  delta: number;
}

async function setWinChance(page: Page, chance: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Win chance' });
  await field.fill(chance);
  await field.press('Enter');
  await expect(field).toHaveValue(`${chance}%`);
}

/**
 * One $1.00 roll: the roll shown, and the top bar moved by what it paid less the stake
 * (`winCents` is the profit a hit makes at the odds set).
 */
async function rollDice(page: Page, winCents: number): Promise<DiceRoll> {
  const recent = page.getByTestId('dice-recent').locator('.mantine-Badge-root');
  const rolled = await recent.count();
  const before = await topBarCents(page);
  await page.getByTestId('dice-bet').click();
  await expect(recent).toHaveCount(Math.min(rolled + 1, 12));
  await expect(page.getByTestId('dice-bet')).toBeEnabled();
  const last = page.getByTestId('dice-last-roll');
  const roll = (await last.textContent()) ?? '';
  const won = (await last.getAttribute('data-won')) === 'true';
  const delta = won ? winCents : -STAKE_CENTS;
  await expectTopBarMovedBy(page, before, delta);
  return { roll, won, delta };
}

/** Rolls until the wanted result shows up (TRIES at most); answers every roll made. */
async function rollUntil(page: Page, wantWin: boolean, winCents: number): Promise<DiceRoll[]> {
  const rolls: DiceRoll[] = [];
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const roll = await rollDice(page, winCents);
    rolls.push(roll);
    if (roll.won === wantWin) return rolls;
  }
  throw new Error(`${TRIES} dice rolls and never a ${wantWin ? 'win' : 'loss'}`);
}

async function openHistoryBets(page: Page): Promise<Locator> {
  await navigateInApp(page, `${new URL(page.url()).pathname}?modal=history&tab=bets`);
  const dialog = page.getByRole('dialog', { name: 'History' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The history's bet rows (the stakes), newest first; payouts are rows of their own. */
function stakeRows(history: Locator): Locator {
  return history
    .getByTestId('history-row')
    .filter({ has: history.page().getByRole('button', { name: 'Bet', exact: true }) });
}

/** Opens a stake's details and answers its bet record, once loaded. */
async function openBetRecord(page: Page, row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: 'Bet', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Transaction details' });
  const record = details.getByTestId('bet-record');
  await expect(record).toBeVisible();
  return record;
}

test('a funded player wins and loses at dice; balance, history and feed agree', async ({
  page,
}) => {
  test.slow();
  const name = await fundedPlayerAt(page, '/dice');
  await chooseRealMode(page);
  await expect(page.getByTestId('bet-panel-balance')).toHaveText('$50.00');

  // 98% pays 1.0102×: a $1.00 hit pays $1.01 (rounded down), one cent of profit.
  await setWinChance(page, '98');
  const winning = await rollUntil(page, true, 1);
  // 0.01% pays 9,900×: it wins once in ten thousand.
  await setWinChance(page, '0.01');
  const losing = await rollUntil(page, false, 990_000);
  const rolls = [...winning, ...losing];
  const wins = rolls.filter((roll) => roll.won).length;
  const moved = rolls.reduce((sum, roll) => sum + roll.delta, 0);
  await expect(page.getByTestId('top-bar-balance-amount')).toHaveText(
    `$${((5000 + moved) / 100).toFixed(2)}`,
  );

  // The history lists each stake (and the win's payout); the newest is the loss just played.
  const history = await openHistoryBets(page);
  await expect(stakeRows(history)).toHaveCount(rolls.length);
  await expect(stakeRows(history).first().getByTestId('history-amount')).toHaveText('-1.00');
  // Each 98% win paid $1.01.
  await expect(
    history
      .getByTestId('history-row')
      .filter({ has: page.getByRole('button', { name: 'Payout', exact: true }) })
      .getByTestId('history-amount'),
  ).toHaveText(Array(wins).fill('+1.01'));
  const record = await openBetRecord(page, stakeRows(history).first());
  await expect(record).toContainText('Dice');
  await expect(record).toContainText('Loss');
  await expect(record.getByTestId('bet-record-amount')).toHaveText('$1.00 CASH');
  await expect(record.getByTestId('bet-record-payout')).toHaveText('$0.00');
  await expect(record.getByTestId('bet-record-round-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(record.getByTestId('bet-record-client-seed')).toHaveText(/^\S+$/);
  // The player's first bet had nonce 0; this is the last of them.
  await expect(record.getByTestId('bet-record-nonce')).toHaveText(String(rolls.length - 1));
  await expect(record.getByTestId('bet-record-verify')).toHaveAttribute(
    'href',
    /^\/fair\?.*game=dice.*#verifier$/,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The feed's "My bets" has every roll, newest first, under the player's name.
  await scrollToPageEnd(page);
  const feed = page.getByTestId('bets-feed');
  await feed.getByRole('tab', { name: 'My bets' }).click();
  const mine = feed.getByTestId('bets-feed-row');
  await expect(mine).toHaveCount(rolls.length);
  for (const row of await mine.all()) {
    await expect(row).toContainText('Dice');
    await expect(row).toContainText(name);
    await expect(row).toContainText('$1.00');
  }
  await expect(mine.first()).toContainText('$0.00');
});

// --- The stepped games ----------------------------------------------------------------------

interface SteppedRound {
  won: boolean;
  /** What the round paid, in cents (0 when lost). */
  paidCents: number;
}

/**
 * Plays one $1.00 round of the game on screen: Bet (the top bar drops by the stake), one
 * `step`, then a cash-out if the round is still open. The top bar then moves by what the
 * result line says the round paid, and a cash-out pays what its button offered.
 */
async function playRound(page: Page, step: () => Promise<void>): Promise<SteppedRound> {
  const before = await topBarCents(page);
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  // The round is open: its Cash out waits for the first step.
  await expect(page.getByRole('button', { name: 'Cash out', exact: true })).toBeDisabled();
  await expectTopBarMovedBy(page, before, -STAKE_CENTS);

  await step();
  const result = page.getByTestId('round-result');
  const cashOut = page.getByRole('button', { name: /^Cash out .+ · / });
  await expect(result.or(cashOut)).toBeVisible();
  let offered: number | null = null;
  if (await cashOut.isVisible()) {
    offered = cents(/· (.+)$/.exec((await cashOut.textContent()) ?? '')?.[1] ?? '');
    await cashOut.click();
  }
  await expect(result).toBeVisible();
  const text = (await result.textContent()) ?? '';
  const won = text.startsWith('You won');
  const paidCents = won ? cents(/\$[0-9,.]+/.exec(text)?.[0] ?? '') : 0;
  if (offered !== null) expect(paidCents).toBe(offered);
  if (!won) expect(text).toBe('Round lost');
  await expectTopBarMovedBy(page, before, paidCents - STAKE_CENTS);
  return { won, paidCents };
}

async function playRoundsUntil(
  page: Page,
  wantWin: boolean,
  step: () => Promise<void>,
): Promise<SteppedRound[]> {
  const rounds: SteppedRound[] = [];
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const round = await playRound(page, step);
    rounds.push(round);
    if (round.won === wantWin) return rounds;
  }
  throw new Error(`${TRIES} rounds and never a ${wantWin ? 'win' : 'loss'}`);
}

/** Reveals one tile of the open mines board: the first still hidden. */
async function revealATile(page: Page): Promise<void> {
  await page.getByTestId('mines-board').locator('button[data-face="hidden"]').first().click();
}

test('a funded player plays mines, towers, Mission Uncrossable and jungle mines', async ({
  page,
}) => {
  test.slow();
  await fundedPlayerAt(page, '/mines');
  await chooseRealMode(page);
  const mines = page.getByRole('textbox', { name: 'Number of mines' });

  // One mine in 25: the first tile is a gem 24 times in 25, and cashing out wins.
  await mines.fill('1');
  const wins = await playRoundsUntil(page, true, () => revealATile(page));
  // 1.03125× (25/24 less the 1% edge): $1.03.
  expect(wins.at(-1)?.paidCents).toBe(103);
  // 24 mines in 25: the first tile is a mine 24 times in 25.
  await mines.fill('24');
  const losses = await playRoundsUntil(page, false, () => revealATile(page));
  // The lost board shows every mine.
  await expect(page.getByTestId('mines-board').locator('button[data-face="mine"]')).toHaveCount(24);

  // Towers: one pick on the bottom row, cashed out if it was safe.
  await navigateInApp(page, '/towers');
  await expect(page.getByTestId('towers-game')).toBeVisible();
  const towers = await playRound(page, async () => {
    await page.getByTestId('towers-row-1').getByRole('button').first().click();
  });

  // Mission Uncrossable: one lane crossed, cashed out if the traffic missed.
  await navigateInApp(page, '/mission-uncrossable');
  await expect(page.getByTestId('linearmines-game')).toBeVisible();
  const crossing = await playRound(page, async () => {
    await page.getByRole('button', { name: 'Cross', exact: true }).click();
  });

  // Jungle Mines with its own defaults: one tile, cashed out if it was safe.
  await navigateInApp(page, '/junglemines');
  await expect(page.getByTestId('junglemines-game')).toBeVisible();
  const jungle = await playRound(page, () => revealATile(page));

  // My bets has every round, newest first, each with what it paid.
  const played = [
    { game: 'Jungle Mines', ...jungle },
    { game: 'Mission Uncrossable', ...crossing },
    { game: 'Towers', ...towers },
    ...[...wins, ...losses].reverse().map((round) => ({ game: 'Mines', ...round })),
  ];
  await scrollToPageEnd(page);
  const feed = page.getByTestId('bets-feed');
  await feed.getByRole('tab', { name: 'My bets' }).click();
  const mine = feed.getByTestId('bets-feed-row');
  await expect(mine).toHaveCount(played.length);
  for (const [index, round] of played.entries()) {
    const row = mine.nth(index);
    await expect(row.getByRole('link')).toHaveText(round.game);
    await expect(row.locator('td').last()).toHaveText(`$${(round.paidCents / 100).toFixed(2)}`);
  }
});

// --- Provably fair --------------------------------------------------------------------------

test('a dice bet is verified on /fair after rotating its seed pair', async ({ page }) => {
  test.slow();
  await fundedPlayerAt(page, '/dice');
  await chooseRealMode(page);
  const { roll, won } = await rollDice(page, 100);

  // The bet record: its server seed is still secret, only its hash is known.
  let history = await openHistoryBets(page);
  let record = await openBetRecord(page, stakeRows(history).first());
  const roundHash = (await record.getByTestId('bet-record-round-hash').textContent()) ?? '';
  const clientSeed = (await record.getByTestId('bet-record-client-seed').textContent()) ?? '';
  expect(roundHash).toMatch(/^[0-9a-f]{64}$/);
  await expect(record.getByTestId('bet-record-nonce')).toHaveText('0');
  await expect(record.getByTestId('bet-record-server-seed')).toHaveText(
    'Hidden until you rotate your seed pair.',
  );

  // /fair shows the pair still in use: the same hash, the next nonce.
  await navigateInApp(page, '/fair');
  await expect(page.getByTestId('fair-page')).toBeVisible();
  await expect(page.getByTestId('active-server-seed-hash')).toHaveText(roundHash);
  await expect(page.getByTestId('active-client-seed')).toHaveText(clientSeed);
  await expect(page.getByTestId('active-nonce')).toHaveText('1');
  await expect(page.getByTestId('previous-pairs-empty')).toBeVisible();

  // Rotating reveals that pair's server seed and starts a new one.
  await page.getByTestId('rotate-seeds').getByRole('button', { name: 'Rotate' }).click();
  const previous = page.getByTestId('previous-pair');
  await expect(previous).toHaveCount(1);
  await expect(previous).toContainText(roundHash);
  await expect(previous).toContainText('bets played: 1');
  await expect(page.getByTestId('active-server-seed-hash')).not.toHaveText(roundHash);
  await expect(page.getByTestId('active-nonce')).toHaveText('0');

  // The same bet record now shows the seed, and its Verify link recomputes the roll.
  history = await openHistoryBets(page);
  record = await openBetRecord(page, stakeRows(history).first());
  await expect(record.getByTestId('bet-record-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
  const serverSeed = (await record.getByTestId('bet-record-server-seed').textContent()) ?? '';
  await record.getByTestId('bet-record-verify').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(previous).toContainText(serverSeed);
  await expect(page.getByTestId('verifier-server-seed')).toHaveValue(serverSeed);
  await expect(page.getByTestId('verifier-client-seed')).toHaveValue(clientSeed);
  await expect(page.getByTestId('verifier-roll')).toHaveText(roll);
  await expect(page.getByTestId('verifier-dice-result')).toHaveText(won ? 'Win' : 'Loss');
  await expect(page.getByTestId('verifier-hash')).toHaveText(roundHash);
  await page.getByTestId('verifier-expected-hash').fill(roundHash);
  await expect(page.getByTestId('hash-match')).toBeVisible();
});
