import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffBadges } from '@/features/account';
import { renderWithProviders } from '../../render-with-providers';

describe('StaffBadges', () => {
  it('shows M for a chat moderator and D for a chat developer, named for screen readers', () => {
    renderWithProviders(<StaffBadges moderator developer />);
    expect(screen.getByLabelText('Chat moderator').textContent).toBe('M');
    expect(screen.getByLabelText('Chat developer').textContent).toBe('D');
  });

  it('shows only the roles the player has', () => {
    renderWithProviders(<StaffBadges moderator={false} developer />);
    expect(screen.queryByLabelText('Chat moderator')).toBeNull();
    expect(screen.getByLabelText('Chat developer')).toBeInTheDocument();
  });

  it('shows nothing for a player without a staff role', () => {
    renderWithProviders(<StaffBadges moderator={false} developer={false} />);
    expect(screen.queryByLabelText('Chat moderator')).toBeNull();
    expect(screen.queryByLabelText('Chat developer')).toBeNull();
    expect(screen.queryByText(/^[MD]$/)).toBeNull();
  });
});
