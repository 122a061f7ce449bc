/**
 * The recovery codes, shown once right after they were made: copy or download them, then
 * say they are saved. The server keeps only their hashes, so this is the only chance.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';

interface Props {
  codes: string[];
  onSaved: () => void;
}

function download(codes: string[]): void {
  const blob = new Blob([`KadiBet recovery codes\n\n${codes.join('\n')}\n`], {
    type: 'text/plain',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'kadibet-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodes({ codes, onSaved }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Alert color="gold" variant="light" title={t`Save your recovery codes`}>
        <Trans>
          Each code signs you in once if you lose access to your codes. They are shown only now.
        </Trans>
      </Alert>
      <SimpleGrid cols={2} spacing="xs">
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center" data-testid="recovery-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Group gap="xs">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => download(codes)}
          >
            <Trans>Download</Trans>
          </Button>
        </Group>
        <Button onClick={onSaved}>
          <Trans>I saved them</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
