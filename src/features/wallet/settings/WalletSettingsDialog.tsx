/**
 * The `walletSettings` dialog (needs sign-in): how balances are shown — the display currency
 * (known ones only, usd by default) and whether empty balances are hidden. Each change is
 * saved to the account at once, like on the preferences tab. `userId` names whose settings
 * are meant; only the player's own can be changed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { DisplayCurrencySelect, SettingSwitch } from '@/features/account';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useCurrentUser } from '@/shared/session';

export function WalletSettingsDialog({ params, close }: DialogBodyProps<'walletSettings'>) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  if (!user) return null;
  if (params.userId && params.userId !== user.id) {
    return (
      <Stack gap="md">
        <Text size="sm">
          <Trans>You can only change your own wallet settings.</Trans>
        </Text>
        <Button variant="default" onClick={close}>
          <Trans>Close</Trans>
        </Button>
      </Stack>
    );
  }
  const { currency } = user.systemSettings;
  return (
    <Stack gap="md">
      <DisplayCurrencySelect
        label={t`Display currency`}
        value={currency.displayCurrency}
        data-testid="wallet-currency"
      />
      <SettingSwitch
        systemName="currency"
        settingName="hideEmptyBalances"
        checked={currency.hideEmptyBalances}
        label={<Trans>Hide empty balances</Trans>}
        description={
          <Trans>
            Balances under 0.01 are left out of the balance list, except the one in use.
          </Trans>
        }
        data-testid="wallet-hide-empty"
      />
      <Button variant="default" onClick={close}>
        <Trans>Done</Trans>
      </Button>
    </Stack>
  );
}
