/** The bar and word under a new password that say how guessable it is (./password-strength). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import { type PasswordStrength, passwordStrength, STRENGTH_SCORE } from './password-strength';

const LABELS: Record<PasswordStrength, MessageDescriptor> = {
  empty: msg`Use at least 8 characters.`,
  weak: msg`Weak password`,
  fair: msg`Fair password`,
  good: msg`Good password`,
  strong: msg`Strong password`,
};

const COLORS: Record<PasswordStrength, string> = {
  empty: 'gray',
  weak: 'red',
  fair: 'orange',
  good: 'gold',
  strong: 'emerald',
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { i18n, t } = useLingui();
  const strength = passwordStrength(password);
  return (
    <Stack gap={4} data-testid="password-strength" data-strength={strength}>
      <Progress
        value={(STRENGTH_SCORE[strength] / 4) * 100}
        color={COLORS[strength]}
        size="sm"
        aria-label={t`Password strength`}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {i18n._(LABELS[strength])}
      </Text>
    </Stack>
  );
}
