/**
 * A crypto deposit: the player's own address for the coin (made on first request), its QR
 * code and, for XRP, the destination tag — both with copy buttons. The deposit is credited
 * by itself once the network confirms it; the recent deposits list shows it arriving.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Center, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ChainCoin } from '@/contracts/payments';
import { CopyField } from './CopyField';
import { usePaymentErrorText } from './error-text';
import { depositAddressQuery } from './queries';

export function CryptoDeposit({ coin, shortCode }: { coin: ChainCoin; shortCode: string }) {
  const { t } = useLingui();
  const errorText = usePaymentErrorText();
  const { data, error, isPending } = useQuery(depositAddressQuery(coin));
  if (isPending) return <Skeleton h={280} radius="md" data-testid="deposit-address-loading" />;
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(error)}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="crypto-deposit">
      <Text size="sm">
        {data.tag === null ? (
          <Trans>
            Send only {shortCode} on the {data.network} network to this address.
          </Trans>
        ) : (
          <Trans>
            Send only {shortCode} to this address and always include your destination tag: without
            it your deposit cannot be credited.
          </Trans>
        )}
      </Text>
      <Center>
        <Image
          src={data.qrDataUrl}
          alt={t`QR code of your ${shortCode} deposit address`}
          w={168}
          h={168}
          bg="white"
          radius="sm"
        />
      </Center>
      <CopyField label={t`Deposit address`} value={data.address} testId="deposit-address" />
      {data.tag === null ? null : (
        <CopyField label={t`Destination tag`} value={String(data.tag)} testId="deposit-tag" />
      )}
    </Stack>
  );
}
