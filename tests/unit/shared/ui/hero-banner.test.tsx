import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroBanner } from '@/shared/ui/HeroBanner';
import { renderWithProviders } from '../../features/render-with-providers';

function renderBanner(artHidden?: boolean) {
  return renderWithProviders(
    <HeroBanner
      className="backdrop"
      gap="xl"
      copyGap="md"
      copyMaw={600}
      art={<span>art</span>}
      artClassName="art"
      artFrom="sm"
      artHidden={artHidden}
      data-testid="hero"
    >
      <h1>Welcome</h1>
      <p>Lead line</p>
    </HeroBanner>,
  );
}

describe('HeroBanner', () => {
  it('is a section with the backdrop class, the copy and the art', () => {
    renderBanner();
    const hero = screen.getByTestId('hero');
    expect(hero.tagName).toBe('SECTION');
    expect(hero).toHaveClass('backdrop');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    const art = screen.getByText('art').parentElement;
    expect(art).toHaveClass('art');
    expect(art).not.toHaveAttribute('aria-hidden');
  });

  it('hides decorative art from assistive technology', () => {
    renderBanner(true);
    expect(screen.getByText('art').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
