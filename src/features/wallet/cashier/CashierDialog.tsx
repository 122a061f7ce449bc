/**
 * The `cashier` dialog (needs sign-in): deposit, withdraw, tip and buy tabs, the tab kept in
 * the address. Every tab shows the options this player has, with their real limits; buying
 * crypto by card only while the operator allows card payments (the deposit tab otherwise).
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Tabs } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconCreditCard, IconSend } from '@tabler/icons-react';
import { CASHIER_TABS } from '@/contracts/modals';
import { useFeature } from '@/features/settings';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { DetailsSection } from '../DetailsSection';
import { BuyPanel } from './BuyPanel';
import { DepositPanel } from './DepositPanel';
import { LimitsTable } from './LimitsTable';
import { TipPanel } from './TipPanel';
import { useCashierOptions } from './use-cashier-options';
import { WithdrawPanel } from './WithdrawPanel';

export function CashierDialog({ params }: DialogBodyProps<'cashier'>) {
  const modal = useModal();
  const options = useCashierOptions();
  const cardPayments = useFeature('cardPayments');
  const tab = params.tab === 'buy' && !cardPayments ? 'deposit' : (params.tab ?? 'deposit');

  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          const next = CASHIER_TABS.find((t) => t === value);
          if (next) modal.open('cashier', { ...params, tab: next }, { replace: true });
        }}
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="deposit" leftSection={<IconArrowDownLeft size={16} />}>
            <Trans>Deposit</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="withdraw" leftSection={<IconArrowUpRight size={16} />}>
            <Trans>Withdraw</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="tip" leftSection={<IconSend size={16} />}>
            <Trans>Tip</Trans>
          </Tabs.Tab>
          {cardPayments ? (
            <Tabs.Tab value="buy" leftSection={<IconCreditCard size={16} />}>
              <Trans>Buy crypto</Trans>
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="deposit">
          <DepositPanel options={options} />
        </Tabs.Panel>
        <Tabs.Panel value="withdraw">
          <WithdrawPanel options={options} />
        </Tabs.Panel>
        <Tabs.Panel value="tip">
          <TipPanel options={options} />
        </Tabs.Panel>
        {cardPayments ? (
          <Tabs.Panel value="buy">
            <BuyPanel />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <DetailsSection
        label={<Trans>Limits of every option</Trans>}
        initiallyOpen={params.expanded === true}
      >
        <LimitsTable options={options} />
      </DetailsSection>
    </Stack>
  );
}
