/**
 * Word lists the title generator composes from. Kept apart from the patterns so a list can
 * grow without touching code; the generator's output (and so the seeded catalogue) changes
 * when a list does, which the determinism test's pinned fingerprint will point out.
 */

/** A comma-separated paragraph as a list: word lists read best as text. */
function list(text: string): readonly string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

export const SLOT_ADJECTIVES = list(`
  Ancient, Blazing, Bold, Burning, Celestial, Cosmic, Crystal, Dancing, Dark, Diamond,
  Electric, Emerald, Enchanted, Epic, Eternal, Fiery, Frozen, Giant, Gilded, Glorious,
  Golden, Grand, Happy, Hidden, Hot, Howling, Imperial, Iron, Jolly, Jungle, Legendary, Lost,
  Lucky, Magic, Majestic, Mega, Midnight, Mighty, Mystic, Neon, Noble, Ocean, Phantom, Prime,
  Radiant, Raging, Rapid, Red, Regal, Rich, Roaring, Royal, Ruby, Sacred, Savage, Secret,
  Shining, Silver, Sizzling, Solar, Sparkling, Spicy, Stellar, Stormy, Sugar, Sunny, Super,
  Sweet, Thunder, Tiki, Twisted, Vegas, Velvet, Viking, Wild, Wicked, Winter, Wonder, Zesty
`);

export const SLOT_NOUNS = list(`
  Alchemist, Amulet, Anchor, Apples, Arrows, Aztecs, Bandits, Barrels, Bears, Bells, Bison,
  Blossom, Bonanza, Buffalo, Bullion, Candy, Carnival, Castle, Cats, Cherries, Chests,
  Chilli, Circus, Clover, Coins, Comet, Crown, Crystals, Dragons, Dreams, Drums, Eagles,
  Eclipse, Empire, Express, Falcon, Fiesta, Fire, Fishing, Flames, Fortune, Fruits, Galaxy,
  Gems, Genie, Giants, Gold, Gorilla, Griffin, Harvest, Heist, Hive, Horseshoe, Hunter, Idol,
  Inferno, Island, Jackpot, Jaguar, Jewels, Kingdom, Koi, Lagoon, Lanterns, Legends, Lions,
  Lotus, Machine, Mammoth, Mask, Meteor, Mine, Monkeys, Mummy, Nugget, Oasis, Odyssey, Panda,
  Panther, Pearls, Pharaoh, Phoenix, Pinata, Pirates, Pyramid, Quest, Raiders, Rhino, Riches,
  Rockets, Rodeo, Safari, Samurai, Sevens, Sheriff, Skulls, Spirits, Stampede, Stars, Sphinx,
  Sultan, Temple, Tigers, Tombs, Totems, Treasure, Tribes, Unicorn, Vault, Volcano, Voyage,
  Warriors, Wheel, Wolves, Wizard, Zeus
`);

export const SLOT_PLACES = list(`
  Olympus, Asgard, Atlantis, Avalon, Babylon, Cairo, Camelot, Egypt, El Dorado, Giza, Macau,
  Mayan Gold, Persia, Rio, Sparta, Valhalla, the Nile, the Amazon, the Aztecs, the Deep,
  the Gods, the Incas, the North, the Dead, the Samurai, the Wild West, Troy, Tortuga,
  Shangri-La, Zanzibar
`);

export const SLOT_HEROES = list(`
  Captain Jack, Lady Luna, Big Bass Bill, Madame Fortune, Lucky Larry, Queen Cleo,
  Sir Reginald, Doctor Spin, Granny Gold, Johnny Cash-In, Professor Pip, Rita Rich,
  Viking Sven, Mister Miner, Cowboy Kate, Ninja Nori, Goblin Gus, Fisherman Finn
`);

export const SLOT_SUFFIXES = list(`
  Megaways, Deluxe, Hold & Win, Xmas Edition, 1000, Power Reels, Cash Collect, Extreme,
  Rising, Dream Drop, Ultra, Gold Edition, Respins, Bonus Buy, Scatter Pays, Cluster Pays,
  Jackpot King, Reloaded, Unleashed, Returns
`);

export const LIVE_STYLES = list(`
  Speed, VIP, Lightning, Immersive, Auto, Salon Privé, First Person, Infinite, Free Bet,
  Power, Quantum, Golden, Grand, Classic, Prestige, Turbo, Diamond, Platinum, Royal, Emerald
`);

export const LIVE_LANGUAGES = list(`
  Español, Deutsch, Italiano, Français, Türkçe, Português, Nederlands, Svenska
`);

export const LIVE_GAMES = [
  { name: 'Roulette', kind: 'roulette' },
  { name: 'Roulette', kind: 'roulette' },
  { name: 'Blackjack', kind: 'blackjack' },
  { name: 'Blackjack', kind: 'blackjack' },
  { name: 'Baccarat', kind: 'baccarat' },
  { name: 'Baccarat Squeeze', kind: 'baccarat' },
  { name: 'Dragon Tiger', kind: 'other' },
  { name: 'Sic Bo', kind: 'other' },
  { name: "Casino Hold'em", kind: 'other' },
  { name: 'Three Card Poker', kind: 'other' },
  { name: 'Andar Bahar', kind: 'other' },
  { name: 'Teen Patti', kind: 'other' },
] as const;

export const SHOW_ADJECTIVES = list(`
  Crazy, Mega, Funky, Sweet, Lucky, Golden, Dream, Super, Cosmic, Wild, Big, Spin, Boom,
  Cash, Treasure, Party, Money, Jumbo
`);

export const SHOW_NOUNS = list(`
  Wheel, Time, Ball, Catcher, Coin Flip, Drop, Pachinko, Dice, Fortune, Bingo, Lotto,
  Jackpot Show, Balloon, Boxes, Vault, Hunt, Race, Derby
`);

export const TABLE_STYLES = list(`
  Classic, Premier, Gold, Pro, Deluxe, Mini, Zoom, Multi-Wheel, Double Ball, 3D, Multihand,
  High Limit, Single Deck, Royal
`);

export const TABLE_GAMES = [
  { name: 'European Roulette', kind: 'roulette' },
  { name: 'American Roulette', kind: 'roulette' },
  { name: 'French Roulette', kind: 'roulette' },
  { name: 'Blackjack', kind: 'blackjack' },
  { name: 'Blackjack Switch', kind: 'blackjack' },
  { name: 'Pontoon', kind: 'blackjack' },
  { name: 'Punto Banco', kind: 'baccarat' },
  { name: 'Baccarat', kind: 'baccarat' },
  { name: "Casino Hold'em", kind: 'other' },
  { name: 'Jacks or Better', kind: 'other' },
  { name: 'Deuces Wild', kind: 'other' },
  { name: 'Red Dog', kind: 'other' },
  { name: 'Craps', kind: 'other' },
  { name: 'Sic Bo', kind: 'other' },
] as const;

export const INSTANT_PREFIXES = list(`
  Turbo, Rocket, Neon, Hyper, Space, Jet, Lucky, Mega, Pixel, Nitro, Cyber, Galaxy, Flash,
  Retro, Atomic
`);

export const INSTANT_NOUNS = list(`
  Crash, Plinko, Mines, Dice, Limbo, Keno, Hi-Lo, Scratch, Tower, Balloon, Goal,
  Penalty Shootout, Pilot, Chicken Road, Wheel, Coins, Darts, Bombs
`);
