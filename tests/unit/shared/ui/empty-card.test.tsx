import { IconMoodEmpty } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyCard } from '@/shared/ui/EmptyCard';
import { renderWithProviders } from '../../features/render-with-providers';

describe('EmptyCard', () => {
  it('shows the title, description and actions it is given on a card', () => {
    renderWithProviders(
      <EmptyCard
        icon={<IconMoodEmpty size={28} />}
        title="Nothing here"
        description="Come back later."
        actions={<button type="button">Go somewhere</button>}
        data-testid="empty"
      />,
    );
    const card = screen.getByTestId('empty');
    expect(card).toHaveTextContent('Nothing here');
    expect(card).toHaveTextContent('Come back later.');
    expect(screen.getByRole('button', { name: 'Go somewhere' })).toBeInTheDocument();
    expect(card.querySelector('.tabler-icon-mood-empty')).not.toBeNull();
  });

  it('leaves out the actions row when there are none', () => {
    const { container } = renderWithProviders(
      <EmptyCard icon={<IconMoodEmpty />} title="Nothing here" data-testid="empty" />,
    );
    expect(screen.getByTestId('empty')).toHaveTextContent('Nothing here');
    expect(container.querySelector('.mantine-EmptyState-actions')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
