/**
 * The balance selector (spec part 2 §4 'Balance selector', §5 'Balance display'): the balance
 * in play, in the player's display currency and at most 8 characters, opening the list of
 * balances to switch to (optimistic, see balance-selection); a Deposit button opening the
 * cashier (on a phone, the menu's first entry); and the balance alert with what makes it
 * appear and go.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { useBalanceView } from '../balance-view';
import { BalanceAlertBanner } from './BalanceAlertBanner';
import { BalanceMenuItems } from './BalanceMenuItems';
import { CoinIcon } from './CoinIcon';
import { useBalanceAlertTriggers } from './use-balance-alert-triggers';
import { useSelectBalance } from './use-select-balance';

export function TopBarBalanceBody({ isMobile }: { isMobile: boolean }) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const view = useBalanceView();
  const modal = useModal();
  const select = useSelectBalance();
  useBalanceAlertTriggers(view, user?.hiddenTotalDeposited ?? 0);
  if (!user || !view) return null;

  const openDeposit = () => modal.open('cashier', { tab: 'deposit' });
  const code = view.selected.shortCode;
  return (
    <Group gap={6} wrap="nowrap">
      <Menu position="bottom" shadow="md" width={280} withinPortal>
        <Menu.Target>
          <UnstyledButton
            data-testid="top-bar-balance"
            data-balance-type={view.selected.type}
            title={t`Choose the balance to play with`}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: isMobile ? 4 : 6,
              padding: isMobile ? '5px 8px' : '6px 10px',
              borderRadius: 'var(--mantine-radius-md)',
              background: 'var(--mantine-color-dark-6)',
            }}
          >
            <CoinIcon type={view.selected.type} size={isMobile ? 18 : 20} />
            <VisuallyHidden>
              <Trans>Balance {code}</Trans>
            </VisuallyHidden>
            <Text
              fw={700}
              size="sm"
              data-testid="top-bar-balance-amount"
              style={{ whiteSpace: 'nowrap' }}
            >
              {view.compactText}
            </Text>
            {isMobile ? null : <IconChevronDown size={14} aria-hidden />}
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <BalanceMenuItems
            view={view}
            onSelect={(type) => select.mutate(type)}
            onDeposit={isMobile ? openDeposit : undefined}
            onOpenSettings={() => modal.open('walletSettings', { userId: user.id })}
          />
        </Menu.Dropdown>
      </Menu>
      {/* On a phone the top bar has no room for it: Deposit heads the balance menu instead. */}
      {isMobile ? null : (
        <Button size="sm" onClick={openDeposit} data-testid="top-bar-deposit">
          <Trans>Deposit</Trans>
        </Button>
      )}
      <BalanceAlertBanner isMobile={isMobile} onDeposit={openDeposit} />
    </Group>
  );
}
