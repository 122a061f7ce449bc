/**
 * The operator's identity as shown in the chrome, and in the page's own HTML the server draws
 * before the app runs (the lobby's size in its heading). Legal facts mirror the content pages
 * (src/features/content/texts) so the footer and the terms never disagree.
 */
export const BRAND = {
  name: 'KadiBet',
  legalEntity: 'KadiBet Entertainment N.V.',
  companyNumber: '158923',
  address: 'Abraham de Veerstraat 9, Willemstad, Curaçao',
  licence: 'OGL/2024/1187/0412',
  regulator: 'Curaçao Gaming Authority',
  supportEmail: 'support@kadibet.io',
  minimumAge: 18,
  gameCount: '4,500+',
} as const;
