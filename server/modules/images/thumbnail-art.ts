/**
 * A game's thumbnail artwork as SVG, composed from a hash of its identifier: a two-colour
 * gradient, one of several motifs, the title in large type and the studio's name, so every
 * game gets a distinct, legible tile without any stored image. Rasterised by thumbnails.ts.
 */
import type { GameCategory } from '@/contracts/catalogue';

export interface ThumbnailSubject {
  identifier: string;
  title: string;
  provider: string;
  category: GameCategory;
}

export const THUMBNAIL_SIZE = 400;

/** FNV-1a words, one per salt, so palette, motif and layout vary independently. */
function hashOf(text: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h ^ (h >>> 13)) >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap into at most `lines` lines of about `width` characters. */
function wrap(title: string, width: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of title.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + word.length + 1 <= width)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length <= lines) return out;
  return [
    ...out.slice(0, lines - 1),
    `${out
      .slice(lines - 1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

function motif(kind: number, h: number, accent: string): string {
  const s = THUMBNAIL_SIZE;
  const items: string[] = [];
  for (let i = 0; i < 9; i++) {
    const v = hashOf(String(h), i);
    const x = v % s;
    const y = (v >>> 9) % s;
    const r = 20 + ((v >>> 18) % 70);
    if (kind === 0)
      items.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity="0.18"/>`);
    if (kind === 1)
      items.push(
        `<rect x="${i * 48 - 60}" y="-40" width="22" height="${s + 80}" fill="${accent}" opacity="0.14" transform="rotate(${25 + (h % 40)} ${s / 2} ${s / 2})"/>`,
      );
    if (kind === 2)
      items.push(
        `<circle cx="${s / 2}" cy="${s * 0.38}" r="${30 + i * 26}" fill="none" stroke="${accent}" stroke-width="${4 + (v % 6)}" opacity="0.2"/>`,
      );
    if (kind === 3)
      items.push(
        `<polygon points="${x},${y - r} ${x + r * 0.6},${y} ${x},${y + r} ${x - r * 0.6},${y}" fill="${accent}" opacity="0.2"/>`,
      );
    if (kind === 4)
      items.push(
        `<path d="M${s / 2} ${s * 0.38} L${x} 0 L${(x + 60) % s} 0 Z" fill="${accent}" opacity="0.12"/>`,
      );
  }
  return items.join('');
}

const BADGES: Partial<Record<GameCategory, string>> = {
  livecasino: 'LIVE',
  gameshows: 'SHOW',
  table: 'TABLE',
};

export function thumbnailSvg(subject: ThumbnailSubject): string {
  const h = hashOf(subject.identifier, 0);
  const hue = h % 360;
  const hue2 = (hue + 40 + (hashOf(subject.identifier, 1) % 140)) % 360;
  const accent = `hsl(${(hue + 180) % 360}, 90%, 70%)`;
  const lines = wrap(subject.title, 13, 3);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = longest > 11 ? 38 : longest > 8 ? 46 : 56;
  const top = 250 - (lines.length - 1) * size * 0.55;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="200" y="${Math.round(top + i * size * 1.1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const badge = BADGES[subject.category];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_SIZE}" height="${THUMBNAIL_SIZE}" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 70%, 42%)"/><stop offset="1" stop-color="hsl(${hue2}, 75%, 18%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>${motif(h % 5, h, accent)}
<rect y="300" width="400" height="100" fill="#000" opacity="0.25"/>
${badge ? `<rect x="16" y="16" width="${badge.length * 15 + 20}" height="32" rx="8" fill="#e53935"/><text x="26" y="39" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="20" font-weight="700" fill="#fff">${badge}</text>` : ''}
<text text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${size}" fill="#fff" stroke="#000" stroke-opacity="0.35" stroke-width="2" paint-order="stroke">${text}</text>
<text x="200" y="375" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="20" fill="#fff" opacity="0.85">${escapeXml(subject.provider.toUpperCase())}</text>
</svg>`;
}
