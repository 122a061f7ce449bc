/**
 * A route's page behind a feature gate: the page while the operator has the feature on, else a
 * page saying it is switched off (with the way home), never a blank one.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { IconHome, IconPlugOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFeature } from '@/features/settings';
import { NotFoundPanel } from '@/shared/ui/NotFoundPanel';
import { RouterButton } from '@/shared/ui/router-links';
import {
  FEATURE_OFF_DESCRIPTION,
  FEATURE_OFF_TITLES,
  type PlacedFeature,
} from './feature-off-texts';

interface Props {
  feature: PlacedFeature;
  children: ReactNode;
}

function FeatureOffPage({ feature }: { feature: PlacedFeature }) {
  const { i18n } = useLingui();
  return (
    <NotFoundPanel
      color="gray"
      icon={<IconPlugOff size={28} />}
      title={i18n._(FEATURE_OFF_TITLES[feature])}
      description={i18n._(FEATURE_OFF_DESCRIPTION)}
      actions={
        <RouterButton to="/" leftSection={<IconHome size={16} />}>
          <Trans>Back to home</Trans>
        </RouterButton>
      }
      data-testid="feature-off"
    />
  );
}

export function FeaturePage({ feature, children }: Props) {
  return useFeature(feature) ? children : <FeatureOffPage feature={feature} />;
}
