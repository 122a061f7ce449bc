/**
 * Feature gating in the app: a feature the operator switched off is hidden at once (no
 * reload), its page says it is switched off rather than going blank, its dialog says so
 * instead of loading, and until the settings arrive the defaults decide.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureOffNotice, FeaturePage } from '@/features/feature-off';
import { FeatureGate, useSettingsSync } from '@/features/settings';
import { apiRequest } from '@/shared/api/rest';
import { renderWithSettings } from './render-with-settings';
import { settingsResponse } from './settings-fixture';

afterEach(() => vi.unstubAllGlobals());

describe('FeatureGate', () => {
  it('hides its children while the feature is off and shows them once it is on', async () => {
    const { switchOff } = await renderWithSettings(
      <FeatureGate feature="vip" fallback={<p>no vip</p>}>
        <p>VIP club</p>
      </FeatureGate>,
      { off: ['feature.vip'] },
    );
    expect(await screen.findByText('no vip')).toBeInTheDocument();
    expect(screen.queryByText('VIP club')).toBeNull();
    switchOff([]);
    expect(await screen.findByText('VIP club')).toBeInTheDocument();
    switchOff(['feature.vip']);
    await waitFor(() => expect(screen.queryByText('VIP club')).toBeNull());
  });

  it('needs every switch of the feature: the sportsbook needs its feature and its flag', async () => {
    const sportsbook = <FeatureGate feature="sportsbook">sportsbook</FeatureGate>;
    const { switchOff } = await renderWithSettings(sportsbook, { off: ['flag.sportsbookEnabled'] });
    await waitFor(() => expect(screen.queryByText('sportsbook')).toBeNull());
    switchOff(['feature.sports']);
    await waitFor(() => expect(screen.queryByText('sportsbook')).toBeNull());
    switchOff([]);
    expect(await screen.findByText('sportsbook')).toBeInTheDocument();
  });

  it('follows the defaults until the settings arrive', async () => {
    await renderWithSettings(<FeatureGate feature="kadi">Kadi</FeatureGate>, { unknown: true });
    expect(await screen.findByText('Kadi')).toBeInTheDocument();
  });
});

describe('FeaturePage', () => {
  it('says the feature is switched off, with the way home, instead of a blank page', async () => {
    await renderWithSettings(
      <FeaturePage feature="kadi">
        <p>Kadi lobby</p>
      </FeaturePage>,
      { off: ['feature.kadi'] },
    );
    const off = await screen.findByTestId('feature-off');
    expect(off).toHaveTextContent('Kadi is switched off');
    expect(off).toHaveTextContent('Everything else works as usual.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kadi is switched off');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Kadi lobby')).toBeNull();
  });

  it('shows the page while the feature is on', async () => {
    await renderWithSettings(
      <FeaturePage feature="raffle">
        <p>Raffle page</p>
      </FeaturePage>,
    );
    expect(await screen.findByText('Raffle page')).toBeInTheDocument();
  });
});

describe('FeatureOffNotice', () => {
  it('tells a dialog’s reader the feature is switched off', async () => {
    await renderWithSettings(<FeatureOffNotice feature="rewards" />);
    expect(await screen.findByTestId('feature-off')).toHaveTextContent('Roowards are switched off');
  });
});

describe('a call refused as switched off (1016)', () => {
  it('refetches the settings past the caches: the app was behind', async () => {
    const modes: RequestCache[] = [];
    // Stubbed, not MSW: this checks the request's `cache` mode, which MSW does not pass on.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/settings/get') {
          modes.push(init.cache ?? 'default');
          return new Response(JSON.stringify(settingsResponse()), { status: 200 });
        }
        const error = { code: 1016, message: 'Cash payments are switched off at the moment' };
        return new Response(JSON.stringify({ error }), { status: 403 });
      }),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useSettingsSync(), { wrapper });
    await waitFor(() => expect(modes).toEqual(['default']));
    const { z } = await import('zod/mini');
    await expect(
      apiRequest('/payments/cash', { method: 'POST', schema: z.object({}) }),
    ).rejects.toMatchObject({ code: 1016 });
    await waitFor(() => expect(modes).toEqual(['default', 'no-cache']));
  });
});
