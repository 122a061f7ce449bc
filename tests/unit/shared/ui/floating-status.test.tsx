import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingStatus } from '@/shared/ui/FloatingStatus';
import { renderWithProviders } from '../../features/render-with-providers';

describe('FloatingStatus', () => {
  it('announces a status politely with its icon and message', () => {
    renderWithProviders(
      <FloatingStatus role="status" testId="offline" icon={<span>icon</span>}>
        You are offline.
      </FloatingStatus>,
    );
    const card = screen.getByTestId('offline');
    expect(card).toHaveAttribute('role', 'status');
    expect(card).toHaveAttribute('aria-live', 'polite');
    expect(card).toHaveTextContent('iconYou are offline.');
  });

  it('raises an alert (assertive by its role) and shows the footer under the message', () => {
    renderWithProviders(
      <FloatingStatus role="alert" testId="down" icon={null} footer={<span>progress</span>}>
        Cannot connect.
      </FloatingStatus>,
    );
    const card = screen.getByTestId('down');
    expect(card).toHaveAttribute('role', 'alert');
    expect(card).not.toHaveAttribute('aria-live');
    expect(card).toHaveTextContent('Cannot connect.progress');
  });
});
