/**
 * A short list of an offer's rules that ends by pointing to the Bonus and Promotion Policy,
 * where the full rules are (free play, promo codes).
 */
import { Trans } from '@lingui/react/macro';
import { Anchor, List } from '@mantine/core';
import type { ReactNode } from 'react';

export function PolicyRules({ children }: { children: ReactNode }) {
  return (
    <List size="sm" spacing={4}>
      {children}
      <List.Item>
        <Trans>
          Full rules are in the{' '}
          <Anchor href="/bonus-and-promotion-policy" target="_blank" rel="noopener" inherit>
            Bonus and Promotion Policy
          </Anchor>
          .
        </Trans>
      </List.Item>
    </List>
  );
}
