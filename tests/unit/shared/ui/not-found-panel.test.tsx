import { IconTicket } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPanel } from '@/shared/ui/NotFoundPanel';
import { renderWithProviders } from '../../features/render-with-providers';

describe('NotFoundPanel', () => {
  it('makes the title the page heading and shows what was asked for before the actions', () => {
    renderWithProviders(
      <NotFoundPanel
        color="gold"
        icon={<IconTicket />}
        eyebrow={<p>Raffles</p>}
        title="Raffle not found"
        description="There is no raffle here."
        actions={<button type="button">Back</button>}
        data-testid="missing"
      >
        <code>summer-draw</code>
      </NotFoundPanel>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Raffle not found' })).toBeInTheDocument();
    const panel = screen.getByTestId('missing');
    expect(panel).toHaveTextContent(
      /^Raffles.*Raffle not found.*no raffle here.*summer-draw.*Back$/,
    );
  });

  it('uses the background it is given in place of the plain card colour', () => {
    renderWithProviders(
      <NotFoundPanel
        color="red"
        icon={<IconTicket />}
        title="Gone"
        description="Not here."
        actions={null}
        background="rgb(1, 2, 3)"
        data-testid="missing"
      />,
    );
    expect(screen.getByTestId('missing').style.background).toBe('rgb(1, 2, 3)');
  });
});
