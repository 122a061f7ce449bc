/**
 * One verification level: its state (not started, pending, verified, rejected with the
 * reviewer's reason), and what the player can do now (the details form for level 1, the
 * document uploads above it). The level the address asks for is highlighted and scrolled to.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { KycDocumentLevel } from '@/contracts/kyc-documents';
import type { KycLevelStatus } from '@/contracts/kyc-status';
import { InfoRow } from '@/shared/ui/InfoRow';
import { DocumentRow } from './DocumentRow';
import { STATUS_BADGES } from './kyc-messages';
import { LevelOneForm } from './LevelOneForm';
import type { VerificationLevel } from './verification-levels';

interface Props {
  info: VerificationLevel;
  state: KycLevelStatus;
  highlighted: boolean;
}

function LevelBody({ level, state }: { level: VerificationLevel['level']; state: KycLevelStatus }) {
  const previous = level - 1;
  if (state.status === 'verified') return null;
  if (level === 1) return state.open ? <LevelOneForm /> : null;
  if (!state.open && state.status !== 'pending') {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Complete level {previous} first.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {state.documents.map((document) => (
        <DocumentRow
          key={document.kind}
          level={level as KycDocumentLevel}
          document={document}
          canUpload={state.open}
        />
      ))}
    </Stack>
  );
}

export function LevelCard({ info, state, highlighted }: Props) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const badge = STATUS_BADGES[state.status];

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <Paper
      ref={ref}
      p="md"
      radius="md"
      withBorder
      bg={highlighted ? 'dark.5' : 'dark.7'}
      style={highlighted ? { borderColor: 'var(--mantine-color-gold-6)' } : undefined}
      data-testid={`kyc-level-${info.level}`}
    >
      <Stack gap="md">
        <InfoRow
          indicator={
            <ThemeIcon
              size={34}
              radius="xl"
              variant={highlighted ? 'filled' : 'light'}
              color={highlighted ? 'gold' : undefined}
              fw={800}
            >
              {info.level}
            </ThemeIcon>
          }
          title={i18n._(info.title)}
          badge={
            <Group gap={6}>
              <Badge color={badge.color} size="sm" variant="light" data-testid="kyc-level-status">
                {i18n._(badge.label)}
              </Badge>
              {highlighted && state.status !== 'verified' && (
                <Badge color="gold" size="sm" variant="light">
                  <Trans>Needed now</Trans>
                </Badge>
              )}
            </Group>
          }
        >
          {i18n._(info.text)}
        </InfoRow>
        {state.status === 'rejected' && (
          <Alert color="red" variant="light" title={<Trans>Not accepted</Trans>}>
            {state.reason ?? <Trans>Please send it again.</Trans>}
          </Alert>
        )}
        {state.status === 'pending' && (
          <Text size="sm" c="dimmed">
            <Trans>We are reviewing what you sent and will let you know here.</Trans>
          </Text>
        )}
        <LevelBody level={info.level} state={state} />
      </Stack>
    </Paper>
  );
}
