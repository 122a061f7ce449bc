/** A balance type's coin: its icon on a disc of its brand colour. */
import { ThemeIcon } from '@mantine/core';
import {
  IconBrandTether,
  IconCash,
  IconCoin,
  IconCurrencyBitcoin,
  IconCurrencyDogecoin,
  IconCurrencyDollar,
  IconCurrencyEthereum,
  IconCurrencyLitecoin,
  IconCurrencyRipple,
  IconDeviceMobile,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { BalanceType } from '@/contracts/balances';
import { balanceTypeFacts } from '../balance-types';

const ICONS: Record<BalanceType, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  crypto: IconCurrencyBitcoin,
  eth: IconCurrencyEthereum,
  ltc: IconCurrencyLitecoin,
  usdt: IconBrandTether,
  usdc: IconCurrencyDollar,
  xrp: IconCurrencyRipple,
  doge: IconCurrencyDogecoin,
  trx: IconCoin,
  cash: IconCash,
  mpesa: IconDeviceMobile,
};

export function CoinIcon({ type, size = 22 }: { type: BalanceType; size?: number }) {
  const Icon = ICONS[type];
  return (
    <ThemeIcon color={balanceTypeFacts(type).color} radius="xl" size={size} aria-hidden>
      <Icon size={Math.round(size * 0.7)} aria-hidden />
    </ThemeIcon>
  );
}
