/**
 * Usernames are letters, digits and '_' from ASCII only, so none can be made of, or hide,
 * characters that draw nothing or reorder the text around them (the chat's concern too).
 */
import { describe, expect, it } from 'vitest';
import { usernameSchema } from '@/contracts/auth';
import { INVISIBLE_CHARACTERS } from '../../support/invisible-characters';

describe('usernameSchema', () => {
  it.each(INVISIBLE_CHARACTERS)('refuses a name made of, or hiding, %s', (_name, character) => {
    expect(usernameSchema.safeParse(character.repeat(5)).success).toBe(false);
    expect(usernameSchema.safeParse(`amina${character}`).success).toBe(character.trim() === '');
    expect(usernameSchema.safeParse(`ami${character}na`).success).toBe(false);
  });

  it('accepts a plain name', () => {
    expect(usernameSchema.parse(' amina_254 ')).toBe('amina_254');
  });
});
