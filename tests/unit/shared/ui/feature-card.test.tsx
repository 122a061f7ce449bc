import { IconGift } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureCard } from '@/shared/ui/FeatureCard';
import { renderWithProviders } from '../../features/render-with-providers';

describe('FeatureCard', () => {
  it('shows the icon, the badge, then the title and its line, in that order', () => {
    const { container } = renderWithProviders(
      <FeatureCard Icon={IconGift} color="gold" title="Daily" badge={<span>Step 1</span>}>
        A reward every day.
      </FeatureCard>,
    );
    expect(container.querySelector('svg.tabler-icon-gift')).not.toBeNull();
    const card = screen.getByText('Daily').closest('.mantine-Paper-root');
    expect(card).toHaveTextContent(/^Step 1DailyA reward every day\.$/);
  });
});
