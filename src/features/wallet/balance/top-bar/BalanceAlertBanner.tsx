/**
 * The balance alert (spec part 2 §4 'Balance alerts'): a banner near the bottom of the screen
 * saying what happened to the balance, with a Deposit button (opening the cashier, which also
 * dismisses it) and a close button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Affix, Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconWallet } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { balanceAlertAtom, dismissBalanceAlertAtom } from '../alert-atoms';
import type { BalanceAlertType } from '../balance-alerts';
import { balanceTypeFacts } from '../balance-types';

function alertTexts(type: BalanceAlertType, code: string): { title: ReactNode; body: ReactNode } {
  switch (type) {
    case 'lowBalance':
      return {
        title: <Trans>Your balance is low</Trans>,
        body: (
          <Trans>
            Your {code} balance no longer covers your last bet. Deposit to keep playing.
          </Trans>
        ),
      };
    case 'emptyBalance':
      return {
        title: <Trans>Your balance is empty</Trans>,
        body: <Trans>Your {code} balance has run out. Deposit to keep playing.</Trans>,
      };
    case 'noDeposit':
      return {
        title: <Trans>Make your first deposit</Trans>,
        body: <Trans>Your {code} balance is empty. Deposit to start playing for real.</Trans>,
      };
    case 'hasDeposit':
      return {
        title: <Trans>Top up your balance</Trans>,
        body: <Trans>Your {code} balance is empty. Deposit again to keep playing.</Trans>,
      };
  }
}

export function BalanceAlertBanner({
  isMobile,
  onDeposit,
}: {
  isMobile: boolean;
  onDeposit: () => void;
}) {
  const { t } = useLingui();
  const alert = useAtomValue(balanceAlertAtom);
  const dismiss = useSetAtom(dismissBalanceAlertAtom);
  if (!alert) return null;
  const text = alertTexts(alert.type, balanceTypeFacts(alert.balanceType).shortCode);
  return (
    <Affix
      position={{ bottom: isMobile ? 72 : 24, left: '50%' }}
      zIndex={300}
      style={{ transform: 'translateX(-50%)', width: 'min(92vw, 440px)' }}
    >
      <Alert
        variant="filled"
        color={alert.type === 'lowBalance' ? 'gold' : 'red'}
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={text.title}
        withCloseButton
        closeButtonLabel={t`Dismiss`}
        onClose={dismiss}
        data-testid="balance-alert"
        data-alert-type={alert.type}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" style={{ flex: 1 }}>
            {text.body}
          </Text>
          <Button
            size="xs"
            variant="white"
            color="dark"
            leftSection={<IconWallet size={14} aria-hidden />}
            onClick={onDeposit}
            style={{ flexShrink: 0 }}
          >
            <Trans>Deposit</Trans>
          </Button>
        </Group>
      </Alert>
    </Affix>
  );
}
