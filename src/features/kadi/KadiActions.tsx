/**
 * The buttons the Kadi pages repeat: to a quick match, to local play, and the rules dialog.
 * Each page picks the look that suits its background.
 */
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { IconBolt, IconBook, IconDeviceMobile } from '@tabler/icons-react';
import { useModal } from '@/shared/lib/modal-navigation';
import { RouterButton } from '@/shared/ui/router-links';

type Look = Pick<ButtonProps, 'variant' | 'color' | 'c'>;

export function QuickMatchButton(look: Look) {
  return (
    <RouterButton to="/kadi/qwickie" {...look} leftSection={<IconBolt size={16} />}>
      <Trans>Quick match</Trans>
    </RouterButton>
  );
}

export function LocalPlayButton(look: Look) {
  return (
    <RouterButton to="/kadi/local" {...look} leftSection={<IconDeviceMobile size={16} />}>
      <Trans>Local play</Trans>
    </RouterButton>
  );
}

export function RulesButton(look: Look) {
  const modal = useModal();
  return (
    <Button {...look} leftSection={<IconBook size={16} />} onClick={() => modal.open('pokerRules')}>
      <Trans>Rules</Trans>
    </Button>
  );
}
