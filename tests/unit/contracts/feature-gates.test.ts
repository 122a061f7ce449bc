/**
 * Feature gating (spec part 1 §5, §6): each gated feature is on exactly while every switch it
 * names is on, so the app and the server read one table the same way.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURES,
  DEFAULT_FLAGS,
  FEATURE_GATES,
  FEATURES,
  type Feature,
  featureOn,
  type GatedFeature,
  type SettingsFlag,
  type SettingsSwitches,
} from '@/contracts/settings';

const GATED_FEATURES = Object.keys(FEATURE_GATES) as GatedFeature[];

const ALL_ON: SettingsSwitches = {
  flags: {
    cashEnabled: true,
    mpesaEnabled: true,
    cardPaymentsAllowed: true,
    recommendedSort: true,
    seasonalMode: true,
    sportsbookEnabled: true,
  },
  features: ['chat', 'rain', 'rewards', 'koth', 'raffle', 'kadi', 'sports', 'vip'],
};

function without(name: Feature | SettingsFlag): SettingsSwitches {
  return {
    flags: { ...ALL_ON.flags, ...(name in ALL_ON.flags ? { [name]: false } : {}) },
    features: ALL_ON.features.filter((feature) => feature !== name),
  };
}

describe('featureOn', () => {
  it('has every gated feature on by default, as the app assumes until settings arrive', () => {
    const defaults: SettingsSwitches = {
      flags: DEFAULT_FLAGS,
      features: FEATURES.filter((feature) => DEFAULT_FEATURES[feature]),
    };
    for (const feature of GATED_FEATURES) expect(featureOn(defaults, feature), feature).toBe(true);
  });

  it('switches a feature off when any one of its switches is off, and nothing else', () => {
    for (const feature of GATED_FEATURES) {
      for (const name of FEATURE_GATES[feature]) {
        const off = without(name);
        expect(featureOn(off, feature), `${feature} without ${name}`).toBe(false);
        const others = GATED_FEATURES.filter(
          (other) => !(FEATURE_GATES[other] as readonly string[]).includes(name),
        );
        for (const other of others) expect(featureOn(off, other), other).toBe(true);
      }
    }
  });

  it('needs both the sports feature and the sportsbook flag for the sportsbook', () => {
    expect(featureOn(without('sports'), 'sportsbook')).toBe(false);
    expect(featureOn(without('sportsbookEnabled'), 'sportsbook')).toBe(false);
    expect(featureOn(ALL_ON, 'sportsbook')).toBe(true);
  });

  it('treats a flag the settings do not carry as off', () => {
    expect(featureOn({ flags: {}, features: [] }, 'cashPayments')).toBe(false);
  });
});
