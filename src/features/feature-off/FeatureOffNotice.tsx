/** A dialog's body while its feature is switched off: what the page would say, in a dialog. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import {
  FEATURE_OFF_DESCRIPTION,
  FEATURE_OFF_TITLES,
  type PlacedFeature,
} from './feature-off-texts';

export function FeatureOffNotice({ feature }: { feature: PlacedFeature }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xs" data-testid="feature-off">
      <Text fw={700}>{i18n._(FEATURE_OFF_TITLES[feature])}</Text>
      <Text size="sm" c="dimmed">
        {i18n._(FEATURE_OFF_DESCRIPTION)}
      </Text>
    </Stack>
  );
}
