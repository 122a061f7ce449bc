/**
 * One character of each kind that draws nothing (whitespace, zero-width and bidi controls,
 * variation selectors, tag characters, fillers...), named, for the tests of the chat's text
 * rules on both sides of the socket.
 */
/** 'space' ones are whitespace to Unicode (trimmed away at a line's ends), the rest are not. */
export type InvisibleKind = 'space' | 'other';

export const INVISIBLE_CHARACTERS: ReadonlyArray<[string, string, InvisibleKind]> = [
  ['zero-width space', '\u200B', 'other'],
  ['zero-width non-joiner', '\u200C', 'other'],
  ['zero-width joiner', '\u200D', 'other'],
  ['word joiner', '\u2060', 'other'],
  ['byte order mark', '\uFEFF', 'space'],
  ['left-to-right mark', '\u200E', 'other'],
  ['right-to-left mark', '\u200F', 'other'],
  ['Arabic letter mark', '\u061C', 'other'],
  ['left-to-right embedding', '\u202A', 'other'],
  ['right-to-left override', '\u202E', 'other'],
  ['first strong isolate', '\u2068', 'other'],
  ['pop directional isolate', '\u2069', 'other'],
  ['soft hyphen', '\u00AD', 'other'],
  ['combining grapheme joiner', '\u034F', 'other'],
  ['Mongolian vowel separator', '\u180E', 'other'],
  ['variation selector 16', '\uFE0F', 'other'],
  ['variation selector 17', '\u{E0100}', 'other'],
  ['tag latin small letter a', '\u{E0061}', 'other'],
  ['cancel tag', '\u{E007F}', 'other'],
  ['Hangul filler', '\u3164', 'other'],
  ['halfwidth Hangul filler', '\uFFA0', 'other'],
  ['interlinear annotation anchor', '\uFFF9', 'other'],
  ['musical symbol begin beam', '\u{1D173}', 'other'],
  ['no-break space', '\u00A0', 'space'],
  ['ideographic space', '\u3000', 'space'],
  ['em space', '\u2003', 'space'],
  ['line separator', '\u2028', 'space'],
  ['next line', '\u0085', 'space'],
  ['null', '\u0000', 'other'],
  ['Braille pattern blank', '\u2800', 'other'],
];
