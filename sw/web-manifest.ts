/**
 * The web app manifest (part 2 §4 'Install flow'): what the home-screen app is called, how it
 * opens, its icons, the store-style screenshots Chromium shows in its richer install dialog,
 * and the long-press shortcuts. vite-plugin-pwa writes it as /manifest.webmanifest and links it.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

const THEME = '#111827';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'KadiBet — Casino, Sportsbook & Kadi',
  short_name: 'KadiBet',
  description:
    'KadiBet: 4,500+ casino games, live casino, sportsbook, our own house games and the Kadi card room.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  display_override: ['window-controls-overlay', 'standalone'],
  orientation: 'any',
  theme_color: THEME,
  background_color: THEME,
  categories: ['games', 'entertainment', 'sports'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-192.png',
      sizes: '192x192',
      type: 'image/png',
      purpose: 'maskable',
    },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  screenshots: [
    {
      src: '/screenshots/lobby-wide.png',
      sizes: '1280x720',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The KadiBet lobby on a desktop',
    },
    {
      src: '/screenshots/lobby-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The KadiBet lobby on a phone',
    },
  ],
  shortcuts: [
    {
      name: 'Casino',
      short_name: 'Casino',
      url: '/casino',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Sports',
      short_name: 'Sports',
      url: '/sports',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Kadi',
      short_name: 'Kadi',
      url: '/kadi',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
