import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UnavailableConfirm } from '@/features/account/UnavailableConfirm';
import { renderWithProviders } from '../render-with-providers';

describe('UnavailableConfirm', () => {
  it('says why, lets the player cancel and keeps the confirm button disabled', async () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <UnavailableConfirm
        reason="Not on this server yet."
        confirmLabel="Link account"
        confirmTitle="Not available yet"
        onCancel={onCancel}
      />,
    );
    expect(screen.getByText('Not on this server yet.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Link account' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('title', 'Not available yet');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
