/**
 * Feature gating in the app (the contract's FEATURE_GATES, spec part 1 §5, §6): whether the
 * operator has a feature on. Every gate is on by default, so until the settings arrive a
 * feature shows. The settings query refetches on `settingsUpdated`, so a feature switched off
 * disappears at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { featureOn, type GatedFeature } from '@/contracts/settings';
import { settingsQuery } from './queries';

export function useFeature(feature: GatedFeature): boolean {
  const { data } = useQuery({
    ...settingsQuery(),
    select: (response) => featureOn(response.settings, feature),
  });
  return data ?? true;
}

/** For lists whose entries may name a feature: an entry naming none is always shown. */
export function useFeatureCheck(): (feature: GatedFeature | undefined) => boolean {
  const { data } = useQuery({ ...settingsQuery(), select: (response) => response.settings });
  return useCallback(
    (feature) => feature === undefined || data === undefined || featureOn(data, feature),
    [data],
  );
}
