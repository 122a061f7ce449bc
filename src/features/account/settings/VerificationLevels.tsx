/**
 * The verification levels, the one the address asks for (?kycLevel=, set when a level is
 * needed) highlighted.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { InfoRow } from '@/shared/ui/InfoRow';
import { RouterAnchor } from '@/shared/ui/router-links';
import { VERIFICATION_LEVELS } from './verification-levels';

const route = getRouteApi('/account-settings');

export function VerificationLevels() {
  const { i18n } = useLingui();
  const wanted = route.useSearch({ select: (s) => s.kycLevel });
  return (
    <Stack gap="sm">
      {VERIFICATION_LEVELS.map(({ level, title, text }) => {
        const highlighted = level === wanted;
        return (
          <Paper
            key={level}
            p="md"
            radius="md"
            withBorder
            bg={highlighted ? 'dark.5' : 'dark.7'}
            style={highlighted ? { borderColor: 'var(--mantine-color-gold-6)' } : undefined}
          >
            <InfoRow
              indicator={
                <ThemeIcon
                  size={34}
                  radius="xl"
                  variant={highlighted ? 'filled' : 'light'}
                  color={highlighted ? 'gold' : undefined}
                  fw={800}
                >
                  {level}
                </ThemeIcon>
              }
              title={i18n._(title)}
              badge={
                highlighted ? (
                  <Badge color="gold" size="sm" variant="light">
                    <Trans>Needed now</Trans>
                  </Badge>
                ) : null
              }
            >
              {i18n._(text)}
            </InfoRow>
          </Paper>
        );
      })}
      <Text size="xs" c="dimmed">
        <Trans>
          Why we ask and how we keep your documents safe:{' '}
          <RouterAnchor to="/kyc-aml-policy" inherit>
            KYC and AML Policy
          </RouterAnchor>
          .
        </Trans>
      </Text>
    </Stack>
  );
}
