/**
 * Pairing an authenticator app: the QR code (the server's SVG, shown as an image so no markup
 * of it reaches the page), the secret for typing in by hand, and the first code to confirm.
 * When the reauth window runs out meanwhile, a passwordless player is offered SignInAgain.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Center,
  Code,
  CopyButton,
  Group,
  Image,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TotpSetup as Setup, TwoFactorChanged } from '@/contracts/two-factor';
import { FormError } from '@/shared/ui/FormError';
import { SignInAgain } from '../identity/SignInAgain';
import { useSignInAgain } from '../identity/use-sign-in-again';
import { CodeActions } from './CodeActions';
import { confirmTotp } from './queries';
import { SixDigitCode } from './SixDigitCode';
import { useCodeEntry } from './use-code-entry';

interface Props {
  setup: Setup;
  passwordless: boolean;
  onEnabled: (changed: TwoFactorChanged) => void;
  onCancel: () => void;
}

function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

export function TotpSetup({ setup, passwordless, onEnabled, onCancel }: Props) {
  const { t } = useLingui();
  const entry = useCodeEntry(async (code) => onEnabled(await confirmTotp(code)));
  const reauth = useSignInAgain(passwordless, entry.failure);

  return (
    <Stack gap="sm" data-testid="totp-setup">
      <Text size="sm">
        <Trans>Scan this QR code with your authenticator app, or enter the key by hand.</Trans>
      </Text>
      <Center>
        <Image
          src={svgDataUrl(setup.qrSvg)}
          alt={t`QR code for your authenticator app`}
          w={180}
          h={180}
          bg="white"
          radius="sm"
        />
      </Center>
      <Group gap="xs" justify="center" wrap="nowrap">
        <Code fz="sm" data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {setup.secret}
        </Code>
        <CopyButton value={setup.secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t`Copied` : t`Copy`}>
              <ActionIcon variant="subtle" onClick={copy} aria-label={t`Copy`}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="sm">
        <Trans>Then enter the 6-digit code the app shows.</Trans>
      </Text>
      <SixDigitCode
        value={entry.code}
        onChange={entry.setCode}
        onComplete={(value) => void entry.submit(value)}
        disabled={entry.pending}
      />
      <FormError message={reauth.error} />
      {reauth.signInAgain !== null ? <SignInAgain message={reauth.signInAgain} /> : null}
      <CodeActions
        onCancel={onCancel}
        confirmLabel={<Trans>Turn on</Trans>}
        onConfirm={() => void entry.submit()}
        pending={entry.pending}
        disabled={!entry.valid}
      />
    </Stack>
  );
}
