/**
 * What an option accepts, as marks under the option picker (spec part 1 §3 'payment icons'):
 * card brands and bank transfer for cash, the coin for crypto, M-Pesa. Each mark is named for
 * screen readers; the row as a whole says what it lists.
 */
import { useLingui } from '@lingui/react/macro';
import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconBrandMastercard,
  IconBrandVisa,
  IconBuildingBank,
  IconCurrencyXrp,
  IconDeviceMobileDollar,
  type TablerIcon,
} from '@tabler/icons-react';
import type { PaymentIcon } from '../wallet-options';

const ICONS: Record<PaymentIcon, TablerIcon> = {
  xrp: IconCurrencyXrp,
  visa: IconBrandVisa,
  mastercard: IconBrandMastercard,
  bank: IconBuildingBank,
  mpesa: IconDeviceMobileDollar,
};

export function PaymentIcons({ icons }: { icons: readonly PaymentIcon[] }) {
  const { t } = useLingui();
  const names: Record<PaymentIcon, string> = {
    xrp: 'XRP',
    visa: 'Visa',
    mastercard: 'Mastercard',
    bank: t`Bank transfer`,
    mpesa: 'M-Pesa',
  };
  return (
    <Group gap={6} mt={6} role="list" aria-label={t`Accepted payment methods`}>
      {icons.map((icon) => {
        const Icon = ICONS[icon];
        return (
          <Tooltip key={icon} label={names[icon]} withArrow>
            <ThemeIcon
              role="listitem"
              aria-label={names[icon]}
              variant="light"
              color="gray"
              size="md"
              data-payment-icon={icon}
            >
              <Icon size={18} aria-hidden />
            </ThemeIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
