/**
 * The bet panel every Original shares (issue 19, spec part 2 §5, §9): the amount with its
 * helper against the balance it plays from, the fun balance and its refill for visitors, the
 * fun/real switch for players, the demo notice, and everything locked while a round is open.
 */
import { fireEvent, screen } from '@testing-library/react';
import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { createStore } from 'jotai';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyBalances } from '@/contracts/wallet';
import { BetPanel } from '@/features/originals/bet-panel/BetPanel';
import { funBalanceAtom } from '@/features/originals/play/fun/fun-store';
import { renderWithQuery } from '../../render-with-providers';
import { playerWith } from '../../wallet/user-fixture';

const server = mockRequests();

function Panel({ start, locked = false }: { start: number; locked?: boolean }) {
  const [amount, setAmount] = useState(start);
  return (
    <BetPanel
      game="dice"
      amount={amount}
      onAmountChange={setAmount}
      locked={locked}
      action={<button type="button">Bet</button>}
    >
      <input aria-label="Target" />
    </BetPanel>
  );
}

const amountField = () => screen.getByTestId('bet-amount');
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

beforeEach(() => {
  localStorage.clear();
  answerEvery(server, () => new Promise<Response>(() => {}));
});

describe('the bet panel for a visitor', () => {
  it('plays from the fun balance, marked as fun, with ½, 2× and max within it', () => {
    renderWithQuery(<Panel start={3} />, { user: null });
    expect(screen.getByTestId('fun-mode-badge')).toHaveTextContent('Fun mode');
    expect(screen.getByTestId('bet-panel-balance')).toHaveTextContent('1,000.00 FUN');
    click('bet-double');
    expect(amountField()).toHaveValue('6');
    click('bet-half');
    click('bet-half');
    expect(amountField()).toHaveValue('1.5');
    click('bet-max');
    expect(amountField()).toHaveValue('1000');
    click('bet-double');
    expect(amountField()).toHaveValue('1000');
  });

  it('offers a refill once the fun balance is spent', () => {
    const store = createStore();
    store.set(funBalanceAtom, 0.004);
    renderWithQuery(<Panel start={1} />, { user: null, store });
    click('fun-refill');
    expect(store.get(funBalanceAtom)).toBe(1000);
    expect(screen.queryByTestId('fun-refill')).toBeNull();
  });

  it('locks the amount and the game settings while a round is open', () => {
    renderWithQuery(<Panel start={1} locked />, { user: null });
    expect(amountField()).toBeDisabled();
    expect(screen.getByTestId('bet-max')).toBeDisabled();
    expect(screen.getByLabelText('Target')).toBeDisabled();
  });
});

describe('the bet panel for a signed-in player', () => {
  const rich = playerWith({ balances: { ...emptyBalances(), usdt: 25 } });

  it('plays from the real balance, and from the fun one once switched', () => {
    renderWithQuery(<Panel start={10} />, { user: rich });
    expect(screen.getByTestId('bet-panel-balance')).toHaveTextContent('$25.00');
    click('bet-max');
    expect(amountField()).toHaveValue('25');
    fireEvent.click(screen.getByText('Fun'));
    expect(screen.getByTestId('bet-panel-balance')).toHaveTextContent('1,000.00 FUN');
  });

  it('says a bet from a balance under $0.01 is played in demo mode', () => {
    const broke = playerWith({ balances: { ...emptyBalances(), usdt: 0.001 } });
    renderWithQuery(<Panel start={1} />, { user: broke });
    expect(screen.getByTestId('demo-notice')).toHaveTextContent('demo mode');
    expect(screen.getByTestId('bet-panel-balance')).toHaveTextContent('1,000.00 FUN');
  });
});
