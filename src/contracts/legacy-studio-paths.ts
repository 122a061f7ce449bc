/**
 * Legacy game paths of one studio (Sawtooth Studios) from the previous site, kept so old links,
 * bookmarks and affiliate URLs still land (spec part 1 §2.4). Each legacy path
 * `/{LEGACY_STUDIO_PREFIX}/{slug}` redirects without a history entry to the studio's provider
 * page or to one of its games. The catalogue seeds every game listed here, so no target is
 * missing.
 */

import { LEGACY_STUDIO } from './legacy-studio';

export { LEGACY_STUDIO, LEGACY_STUDIO_PREFIX } from './legacy-studio';

export type LegacyStudioTarget =
  | { kind: 'provider' }
  | { kind: 'game'; identifier: string; title: string };

export const LEGACY_STUDIO_PATHS: ReadonlyMap<string, LegacyStudioTarget> = new Map<
  string,
  LegacyStudioTarget
>([
  [
    'iron-bandit-classic',
    { kind: 'game', identifier: 'sawtooth-iron-bandit', title: 'Iron Bandit' },
  ],
  [
    'gold-rush-express',
    { kind: 'game', identifier: 'sawtooth-gold-rush-express', title: 'Gold Rush Express' },
  ],
  ['cursed-canyon', { kind: 'game', identifier: 'sawtooth-cursed-canyon', title: 'Cursed Canyon' }],
  ['neon-samurai', { kind: 'game', identifier: 'sawtooth-neon-samurai', title: 'Neon Samurai' }],
  ['rotten-apples', { kind: 'game', identifier: 'sawtooth-rotten-apples', title: 'Rotten Apples' }],
  [
    'midnight-heist',
    { kind: 'game', identifier: 'sawtooth-midnight-heist', title: 'Midnight Heist' },
  ],
  ['wild-bounty', { kind: 'game', identifier: 'sawtooth-wild-bounty', title: 'Wild Bounty' }],
  ['sugar-skulls', { kind: 'game', identifier: 'sawtooth-sugar-skulls', title: 'Sugar Skulls' }],
  ['dragons-debt', { kind: 'game', identifier: 'sawtooth-dragons-debt', title: "Dragon's Debt" }],
  [
    'pharaohs-ledger',
    { kind: 'game', identifier: 'sawtooth-pharaohs-ledger', title: "Pharaoh's Ledger" },
  ],
  ['cosmic-crates', { kind: 'game', identifier: 'sawtooth-cosmic-crates', title: 'Cosmic Crates' }],
  [
    'mystic-mongoose',
    { kind: 'game', identifier: 'sawtooth-mystic-mongoose', title: 'Mystic Mongoose' },
  ],
  [
    'blazing-buffalo',
    { kind: 'game', identifier: 'sawtooth-blazing-buffalo', title: 'Blazing Buffalo' },
  ],
  [
    'frozen-fortunes',
    { kind: 'game', identifier: 'sawtooth-frozen-fortunes', title: 'Frozen Fortunes' },
  ],
  [
    'pirates-payday',
    { kind: 'game', identifier: 'sawtooth-pirates-payday', title: "Pirate's Payday" },
  ],
  [
    'crypto-crusher',
    { kind: 'game', identifier: 'sawtooth-crypto-crusher', title: 'Crypto Crusher' },
  ],
  ['voodoo-vault', { kind: 'game', identifier: 'sawtooth-voodoo-vault', title: 'Voodoo Vault' }],
  [
    'lucky-lanterns',
    { kind: 'game', identifier: 'sawtooth-lucky-lanterns', title: 'Lucky Lanterns' },
  ],
  [
    'savanna-stampede',
    { kind: 'game', identifier: 'sawtooth-savanna-stampede', title: 'Savanna Stampede' },
  ],
  ['thunder-tusk', { kind: 'game', identifier: 'sawtooth-thunder-tusk', title: 'Thunder Tusk' }],
  ['outlaw-odds', { kind: 'game', identifier: 'sawtooth-outlaw-odds', title: 'Outlaw Odds' }],
  ['chaos-crew', { kind: 'game', identifier: 'sawtooth-chaos-crew', title: 'Chaos Crew' }],
  [
    'jungle-jackpot',
    { kind: 'game', identifier: 'sawtooth-jungle-jackpot-drop', title: 'Jungle Jackpot Drop' },
  ],
  ['ruby-rumble', { kind: 'game', identifier: 'sawtooth-ruby-rumble', title: 'Ruby Rumble' }],
  [
    'banana-bonanza',
    { kind: 'game', identifier: 'sawtooth-banana-bonanza', title: 'Banana Bonanza' },
  ],
  ['ghost-parade', { kind: 'game', identifier: 'sawtooth-ghost-parade', title: 'Ghost Parade' }],
  ['krakens-cash', { kind: 'game', identifier: 'sawtooth-krakens-cash', title: "Kraken's Cash" }],
  ['sniper-sam', { kind: 'game', identifier: 'sawtooth-sniper-sam', title: 'Sniper Sam' }],
  [
    'revolver-reels',
    { kind: 'game', identifier: 'sawtooth-reel-revolver', title: 'Reel Revolver' },
  ],
  ['toxic-tiles', { kind: 'game', identifier: 'sawtooth-toxic-tiles', title: 'Toxic Tiles' }],
  [
    'moonshine-miner',
    { kind: 'game', identifier: 'sawtooth-moonshine-miner', title: 'Moonshine Miner' },
  ],
  [
    'viking-vengeance',
    { kind: 'game', identifier: 'sawtooth-viking-vengeance', title: 'Viking Vengeance' },
  ],
  ['ocean-oracle', { kind: 'game', identifier: 'sawtooth-ocean-oracle', title: 'Ocean Oracle' }],
  [
    'spinning-sphinx',
    { kind: 'game', identifier: 'sawtooth-spinning-sphinx', title: 'Spinning Sphinx' },
  ],
  ['dino-dollars', { kind: 'game', identifier: 'sawtooth-dino-dollars', title: 'Dino Dollars' }],
  [
    'carnival-chaos',
    { kind: 'game', identifier: 'sawtooth-carnival-chaos', title: 'Carnival Chaos' },
  ],
  ['demon-dice', { kind: 'game', identifier: 'sawtooth-demon-dice', title: 'Demon Dice' }],
  [
    'rhino-run',
    { kind: 'game', identifier: 'sawtooth-raging-rhino-run', title: 'Raging Rhino Run' },
  ],
  ['hexed-harvest', { kind: 'game', identifier: 'sawtooth-hexed-harvest', title: 'Hexed Harvest' }],
  ['samba-spins', { kind: 'game', identifier: 'sawtooth-samba-spins', title: 'Samba Spins' }],
  ['rogue-robots', { kind: 'game', identifier: 'sawtooth-rogue-robots', title: 'Rogue Robots' }],
  [
    'alpine-avalanche',
    { kind: 'game', identifier: 'sawtooth-alpine-avalanche', title: 'Alpine Avalanche' },
  ],
  ['circus-cannon', { kind: 'game', identifier: 'sawtooth-circus-cannon', title: 'Circus Cannon' }],
  [
    'emerald-eclipse',
    { kind: 'game', identifier: 'sawtooth-emerald-eclipse', title: 'Emerald Eclipse' },
  ],
  ['fire-fox', { kind: 'game', identifier: 'sawtooth-fire-fox', title: 'Fire Fox' }],
  ['hammer-heist', { kind: 'game', identifier: 'sawtooth-hammer-heist', title: 'Hammer Heist' }],
  ['lava-lords', { kind: 'game', identifier: 'sawtooth-lava-lords', title: 'Lava Lords' }],
  ['magnet-mania', { kind: 'game', identifier: 'sawtooth-magnet-mania', title: 'Magnet Mania' }],
  ['ninja-nights', { kind: 'game', identifier: 'sawtooth-ninja-nights', title: 'Ninja Nights' }],
  [
    'orbit-overdrive',
    { kind: 'game', identifier: 'sawtooth-orbit-overdrive', title: 'Orbit Overdrive' },
  ],
  [
    'pumpkin-plunder',
    { kind: 'game', identifier: 'sawtooth-pumpkin-plunder', title: 'Pumpkin Plunder' },
  ],
  [
    'quantum-quarry',
    { kind: 'game', identifier: 'sawtooth-quantum-quarry', title: 'Quantum Quarry' },
  ],
  ['rocket-rodeo', { kind: 'game', identifier: 'sawtooth-rocket-rodeo', title: 'Rocket Rodeo' }],
  ['shadow-shogun', { kind: 'game', identifier: 'sawtooth-shadow-shogun', title: 'Shadow Shogun' }],
  ['tiki-torches', { kind: 'game', identifier: 'sawtooth-tiki-torches', title: 'Tiki Torches' }],
  [
    'undead-undertaker',
    { kind: 'game', identifier: 'sawtooth-undead-undertaker', title: 'Undead Undertaker' },
  ],
  ['venom-vault', { kind: 'game', identifier: 'sawtooth-venom-vault', title: 'Venom Vault' }],
  ['wolf-warrant', { kind: 'game', identifier: 'sawtooth-wolf-warrant', title: 'Wolf Warrant' }],
  ['xtreme-xolo', { kind: 'game', identifier: 'sawtooth-xtreme-xolo', title: 'Xtreme Xolo' }],
  ['yeti-yields', { kind: 'game', identifier: 'sawtooth-yeti-yields', title: 'Yeti Yields' }],
  ['zombie-zone', { kind: 'game', identifier: 'sawtooth-zombie-zone', title: 'Zombie Zone' }],
  ['bandit-bros', { kind: 'game', identifier: 'sawtooth-bandit-bros', title: 'Bandit Bros' }],
  ['coin-cauldron', { kind: 'game', identifier: 'sawtooth-coin-cauldron', title: 'Coin Cauldron' }],
  [
    'duck-dynasty',
    { kind: 'game', identifier: 'sawtooth-duck-dynasty-drop', title: 'Duck Dynasty Drop' },
  ],
  ['electric-eel', { kind: 'game', identifier: 'sawtooth-electric-eel', title: 'Electric Eel' }],
  [
    'feather-frenzy',
    { kind: 'game', identifier: 'sawtooth-feather-frenzy', title: 'Feather Frenzy' },
  ],
  ['gator-gold', { kind: 'game', identifier: 'sawtooth-gator-gold', title: 'Gator Gold' }],
  ['honey-heist', { kind: 'game', identifier: 'sawtooth-honey-heist', title: 'Honey Heist' }],
  ['ice-yeti', { kind: 'game', identifier: 'sawtooth-ice-ice-yeti', title: 'Ice Ice Yeti' }],
  ['joker-jail', { kind: 'game', identifier: 'sawtooth-joker-jail', title: 'Joker Jail' }],
  ['koi-kingdom', { kind: 'game', identifier: 'sawtooth-koi-kingdom', title: 'Koi Kingdom' }],
  ['lucky-llama', { kind: 'game', identifier: 'sawtooth-lucky-llama', title: 'Lucky Llama' }],
  ['mummy-money', { kind: 'game', identifier: 'sawtooth-mummy-money', title: 'Mummy Money' }],
  ['nitro-nuggets', { kind: 'game', identifier: 'sawtooth-nitro-nuggets', title: 'Nitro Nuggets' }],
  ['owl-outpost', { kind: 'game', identifier: 'sawtooth-owl-outpost', title: 'Owl Outpost' }],
  ['panda-payout', { kind: 'game', identifier: 'sawtooth-panda-payout', title: 'Panda Payout' }],
  [
    'queen-of-clubs',
    { kind: 'game', identifier: 'sawtooth-queen-of-clubs', title: 'Queen of Clubs' },
  ],
  [
    'rattlesnake-riches',
    { kind: 'game', identifier: 'sawtooth-rattlesnake-riches', title: 'Rattlesnake Riches' },
  ],
  ['stackem', { kind: 'game', identifier: 'sawtooth-stackem-steve', title: "Stack'em Steve" }],
  ['tomb-tumble', { kind: 'game', identifier: 'sawtooth-tomb-tumble', title: 'Tomb Tumble' }],
  ['lobby', { kind: 'provider' }],
  ['home', { kind: 'provider' }],
  ['all-games', { kind: 'provider' }],
  ['games', { kind: 'provider' }],
  ['new-games', { kind: 'provider' }],
  ['popular', { kind: 'provider' }],
  ['slots', { kind: 'provider' }],
  ['bonus-buy', { kind: 'provider' }],
  ['instant-win', { kind: 'provider' }],
  ['scratch-cards', { kind: 'provider' }],
]);

/** Where a legacy slug goes, or undefined when the slug was never a legacy path. */
export function legacyStudioRedirect(slug: string): string | undefined {
  const target = LEGACY_STUDIO_PATHS.get(slug.toLowerCase());
  if (!target) return undefined;
  return target.kind === 'provider'
    ? `/provider/${LEGACY_STUDIO.providerPath}`
    : `/game/${encodeURIComponent(target.identifier)}`;
}
