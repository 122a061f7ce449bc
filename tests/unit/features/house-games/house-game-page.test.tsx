/**
 * A house game's page with its table (issue 19, design §8): the game itself comes first, the
 * hero, rules and odds below it.
 */
import { screen } from '@testing-library/react';
import { answerEvery, mockRequests } from '@tests/support/request-mocks';
import { describe, expect, it } from 'vitest';
import { HouseGamePage } from '@/features/house-games';
import { renderList } from '../catalogue/render-list';

const server = mockRequests();

describe('a house game page', () => {
  it('shows the table it is given before the hero', async () => {
    answerEvery(server, () => new Promise<Response>(() => {}));
    await renderList(
      <HouseGamePage identifier="dice" table={<div data-testid="the-table">Dice table</div>} />,
      { games: [] },
    );
    const page = await screen.findByTestId('house-game-page-dice');
    const table = screen.getByTestId('the-table');
    expect(page.firstElementChild).toBe(table);
    expect(page.textContent).toContain('Dice table');
  });
});
