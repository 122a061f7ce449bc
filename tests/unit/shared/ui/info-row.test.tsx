import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoRow } from '@/shared/ui/InfoRow';
import { renderWithProviders } from '../../features/render-with-providers';

describe('InfoRow', () => {
  it('shows the indicator, the title and the line under it', () => {
    renderWithProviders(
      <InfoRow indicator={<span>1</span>} title="Create your account">
        Register in a minute.
      </InfoRow>,
    );
    const title = screen.getByText('Create your account');
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(screen.getByText('Register in a minute.')).toBeInTheDocument();
    // Without a badge the title sits directly in the column, above the line.
    expect(title.parentElement).toBe(screen.getByText('Register in a minute.').parentElement);
  });

  it('sets a badge beside the title', () => {
    renderWithProviders(
      <InfoRow indicator={<span>2</span>} title="Level 2" badge={<span>Needed now</span>}>
        Verify your address.
      </InfoRow>,
    );
    expect(screen.getByText('Needed now').parentElement).toBe(
      screen.getByText('Level 2').parentElement,
    );
  });
});
