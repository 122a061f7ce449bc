/**
 * A title's A–Z key: case and accents ignored and numbers in numeric order ('Zeus 2' before
 * 'Zeus 10'), comparable with < — far cheaper than a locale collator per comparison. Keys are
 * remembered per title: a catalogue has a few thousand, and every sort reuses them.
 */

const DIGITS = /\d+/g;
const MARKS = /\p{M}+/gu;
const keys = new Map<string, string>();

export function titleSortKey(title: string): string {
  let key = keys.get(title);
  if (key === undefined) {
    key = title
      .normalize('NFKD')
      .replace(MARKS, '')
      .toLowerCase()
      .replace(DIGITS, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
    keys.set(title, key);
  }
  return key;
}
