/**
 * The `regionRestricted` dialog (spec part 1 §2.7, §8): shown when the visitor's region is
 * restricted or an answer carries code 1002. Closing it is remembered by the dialog host.
 */
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';
import { BRAND } from '@/contracts/brand';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function RegionRestrictedDialog({ close }: DialogBodyProps<'regionRestricted'>) {
  const brand = BRAND.name;
  return (
    <Stack gap="md" align="center" ta="center" data-testid="region-restricted">
      <ThemeIcon size={56} radius="xl" variant="light" color="gold">
        <IconWorldOff size={30} />
      </ThemeIcon>
      <Text fw={700}>
        <Trans>{brand} is not available in your region.</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>
          Because of local laws and the terms of our licence, you cannot create an account, deposit
          or play for real money from where you are. Using a VPN or other means to get around this
          restriction breaks our{' '}
          <Anchor href="/terms-and-conditions" target="_blank" rel="noopener" inherit>
            Terms and Conditions
          </Anchor>
          .
        </Trans>
      </Text>
      <Button onClick={close} fullWidth>
        <Trans>Close</Trans>
      </Button>
    </Stack>
  );
}
