/** The `locale` dialog: pick one of the supported languages; the dialog closes once it applies. */
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { LanguagePicker } from './LanguagePicker';

export function LocaleDialog({ close }: DialogBodyProps<'locale'>) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>Choose the language of the site. Your choice is remembered on this device.</Trans>
      </Text>
      <LanguagePicker onChosen={close} />
    </Stack>
  );
}
