/** The three steps of referring a friend. */
import { Trans } from '@lingui/react/macro';
import { List, ThemeIcon } from '@mantine/core';
import { IconCoins, IconShare, IconUserPlus } from '@tabler/icons-react';

const STEPS = [
  {
    id: 'share',
    Icon: IconShare,
    text: <Trans>Share your personal referral link with friends.</Trans>,
  },
  {
    id: 'join',
    Icon: IconUserPlus,
    text: <Trans>They create an account through your link.</Trans>,
  },
  {
    id: 'earn',
    Icon: IconCoins,
    text: (
      <Trans>Their play earns you referral rewards, shown here for the period you choose.</Trans>
    ),
  },
];

export function HowReferralWorks() {
  return (
    <List spacing="sm" size="sm" center>
      {STEPS.map(({ id, Icon, text }) => (
        <List.Item
          key={id}
          icon={
            <ThemeIcon variant="light" radius="xl">
              <Icon size={16} />
            </ThemeIcon>
          }
        >
          {text}
        </List.Item>
      ))}
    </List>
  );
}
