/** Renders its children only while the operator has the feature on (else the fallback). */
import type { ReactNode } from 'react';
import type { GatedFeature } from '@/contracts/settings';
import { useFeature } from './use-feature';

interface Props {
  feature: GatedFeature;
  children: ReactNode;
  fallback?: ReactNode;
}

export function FeatureGate({ feature, children, fallback = null }: Props) {
  return useFeature(feature) ? children : fallback;
}
