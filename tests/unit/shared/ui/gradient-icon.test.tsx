import { IconShieldCheck } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { GradientIcon } from '@/shared/ui/GradientIcon';
import { renderWithProviders } from '../../features/render-with-providers';

describe('GradientIcon', () => {
  it('draws the icon at the size of the preset, with the stroke it is given', () => {
    const { container } = renderWithProviders(
      <>
        <GradientIcon Icon={IconShieldCheck} size="md" stroke={1.6} />
        <GradientIcon Icon={IconShieldCheck} size="lg" />
      </>,
    );
    const [md, lg] = container.querySelectorAll('svg.tabler-icon-shield-check');
    expect(md).toHaveAttribute('width', '30');
    expect(md).toHaveAttribute('stroke-width', '1.6');
    expect(lg).toHaveAttribute('width', '36');
    expect(lg).toHaveAttribute('stroke-width', '2');
    expect(md?.parentElement).toHaveAttribute('data-variant', 'gradient');
  });
});
