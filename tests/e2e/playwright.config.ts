/**
 * End-to-end tests against the production build served by the real server on an embedded
 * database in a throwaway folder, driven through Debian's Chromium (no browser download).
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/reference-server';

const port = Number(process.env.E2E_PORT ?? 18_473);
/** The game provider's own listener (its origin is http://localhost:<this>). */
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? port + 1);
const dataDir = '.data-e2e';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A page load on two shared cores beside the other worker and the server takes 2-4 s, and a
  // dialog's data waits for it: 7 s failed stories that pass alone (profile, provider sign-up).
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded on a failed story's retry only (CI retries once): recording every
    // story's snapshots and screencast cost the two shared cores enough to fail stories by
    // their waits (the favorites story: 18 s with traces, 11 s without, beside one other).
    trace: 'on-first-retry',
    // Most stories test the app, not its worker: a worker would answer requests that tests
    // route or count. The PWA stories (pwa/*.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node_modules/.bin/tsx server/main.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      GAME_PROVIDER_PORT: String(providerPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Lets a test play a visitor from a restricted country by sending this header.
      COUNTRY_HEADER: 'x-e2e-country',
      RESTRICTED_COUNTRIES: 'US,GB',
      // Every story signs up its own players, all from 127.0.0.1, and some fail to sign in on
      // purpose: the address's own limits would let one story's failures lock the next.
      SIGNUPS_PER_IP_PER_HOUR: '10000',
      // ...and they browse at once from that one address, like players behind one NAT.
      GRAPHQL_REQUESTS_PER_MINUTE: '100000',
      SIGNIN_FAILURES_PER_IP: '1000',
      // The thumbnail warm-up would hold one of CI's two cores for its first minutes, beside two
      // Chromium workers; the stories need no picture made ahead (server tests cover it).
      IMAGE_PRERENDER_GAMES: '0',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
