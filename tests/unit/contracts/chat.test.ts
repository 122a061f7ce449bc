/**
 * The chat's text rules, shared by the send box and the server: a line needs a character a
 * reader can see, and explicit directional formatting never survives into a message.
 */
import { describe, expect, it } from 'vitest';
import { hasVisibleCharacter, readChatText, withoutDirectionalFormatting } from '@/contracts/chat';
import { INVISIBLE_CHARACTERS } from '../../support/invisible-characters';

describe('hasVisibleCharacter', () => {
  it.each(INVISIBLE_CHARACTERS)('finds nothing visible in a line of %s', (_name, character) => {
    expect(hasVisibleCharacter(character.repeat(3))).toBe(false);
  });

  it('finds nothing visible in a mix of them', () => {
    expect(hasVisibleCharacter(INVISIBLE_CHARACTERS.map(([, c]) => c).join(''))).toBe(false);
  });

  it('sees letters, digits, punctuation and emoji of any script', () => {
    for (const text of [
      'a',
      '7',
      '.',
      'ש',
      'مرحبا',
      '你好',
      '🎰',
      '👨\u200D👩\u200D👧',
      '❤\uFE0F',
      '\u200Bx\u200B',
    ])
      expect(hasVisibleCharacter(text), text).toBe(true);
  });
});

describe('readChatText', () => {
  it('trims whitespace of every kind and the byte order mark', () => {
    expect(readChatText('\u3000\u00A0\uFEFF hi \u2028\u0085')).toEqual({ text: 'hi' });
  });

  it('tells a line of whitespace (empty) from one with only invisible characters', () => {
    for (const [name, character, kind] of INVISIBLE_CHARACTERS)
      expect(readChatText(` ${character}${character} `), name).toEqual({
        problem: kind === 'space' ? 'empty' : 'invisible',
      });
    expect(readChatText('')).toEqual({ problem: 'empty' });
  });

  it('strips embeddings, overrides and isolates, paired or not', () => {
    expect(readChatText('invoice \u202Egnp.exe')).toEqual({ text: 'invoice gnp.exe' });
    expect(readChatText('a\u202Bb\u202Cc \u2067d\u2069 \u202Ae\u202D')).toEqual({
      text: 'abc d e',
    });
    expect(readChatText(' \u202E hi')).toEqual({ text: 'hi' });
    expect(withoutDirectionalFormatting('\u2066\u2068\u202A')).toBe('');
  });

  it('keeps what right-to-left text and emoji need', () => {
    for (const text of [
      'שלום (world)\u200F!',
      '👨\u200D👩\u200D👧 ❤\uFE0F 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ])
      expect(readChatText(text)).toEqual({ text });
  });
});
