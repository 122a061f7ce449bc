import { List } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyRules } from '@/features/wallet/PolicyRules';
import { renderWithProviders } from '../render-with-providers';

describe('PolicyRules', () => {
  it("lists the offer's rules, then points to the full policy", () => {
    renderWithProviders(
      <PolicyRules>
        <List.Item>One code per player.</List.Item>
      </PolicyRules>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('One code per player.');
    expect(items[1]).toHaveTextContent('Full rules are in the Bonus and Promotion Policy.');
    expect(screen.getByRole('link', { name: 'Bonus and Promotion Policy' })).toHaveAttribute(
      'href',
      '/bonus-and-promotion-policy',
    );
  });
});
