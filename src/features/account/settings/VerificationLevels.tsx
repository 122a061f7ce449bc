/**
 * The verification levels, the one the address asks for (?kycLevel=, set when a level is
 * needed) highlighted.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
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
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={34}
                radius="xl"
                variant={highlighted ? 'filled' : 'light'}
                color={highlighted ? 'gold' : undefined}
                fw={800}
              >
                {level}
              </ThemeIcon>
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={700}>{i18n._(title)}</Text>
                  {highlighted ? (
                    <Badge color="gold" size="sm" variant="light">
                      <Trans>Needed now</Trans>
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {i18n._(text)}
                </Text>
              </Stack>
            </Group>
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
