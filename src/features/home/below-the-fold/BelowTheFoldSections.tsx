/**
 * The home page's sections below the Originals: the catalogue's game rows, sports, Kadi,
 * rewards and trust (sports, Kadi and rewards while the operator has them on). A chunk of its own with its strings in the full catalog: a phone's first
 * load never shows them, so their code, strings and icons stay out of the first screen's
 * scripts (HomePage fetches this once the first screen is up).
 */
import { FeatureGate } from '@/features/settings';
import { HomeGameRows } from './HomeGameRows';
import { KadiPromo } from './KadiPromo';
import { RewardsTeaser } from './RewardsTeaser';
import { SportsStrip } from './SportsStrip';
import { TrustStrip } from './TrustStrip';

export function BelowTheFoldSections() {
  return (
    <>
      <HomeGameRows />
      <FeatureGate feature="sportsbook">
        <SportsStrip />
      </FeatureGate>
      <FeatureGate feature="kadi">
        <KadiPromo />
      </FeatureGate>
      <RewardsTeaser />
      <TrustStrip />
    </>
  );
}
