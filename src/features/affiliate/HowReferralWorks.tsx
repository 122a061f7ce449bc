/** The three steps of referring a friend. */
import { Trans } from '@lingui/react/macro';
import { List, ThemeIcon } from '@mantine/core';
import { IconCoins, IconShare, IconUserPlus } from '@tabler/icons-react';

export function HowReferralWorks() {
  return (
    <List spacing="sm" size="sm" center>
      <List.Item
        icon={
          <ThemeIcon variant="light" radius="xl">
            <IconShare size={16} />
          </ThemeIcon>
        }
      >
        <Trans>Share your personal referral link with friends.</Trans>
      </List.Item>
      <List.Item
        icon={
          <ThemeIcon variant="light" radius="xl">
            <IconUserPlus size={16} />
          </ThemeIcon>
        }
      >
        <Trans>They create an account through your link.</Trans>
      </List.Item>
      <List.Item
        icon={
          <ThemeIcon variant="light" radius="xl">
            <IconCoins size={16} />
          </ThemeIcon>
        }
      >
        <Trans>Their play earns you referral rewards, shown here for the period you choose.</Trans>
      </List.Item>
    </List>
  );
}
