/** A refusal by the gate, in the player's words, from the error's structured details. */
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { responsibleGamblingErrorText } from '@/features/responsible-gambling';
import { ApiError } from '@/shared/api/api-error';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('responsible gambling error text', () => {
  it('names the limit, what is left and when it resets', () => {
    const error = new ApiError(403, API_ERROR_CODES.limitReached, 'server words', [], {
      reason: 'limitReached',
      kind: 'loss',
      period: 'week',
      limit: 50,
      used: 45.5,
      remaining: 4.5,
      resetsAt: '2025-03-05T08:30:00.000Z',
    });
    expect(responsibleGamblingErrorText(i18n, error)).toBe(
      `This is over your weekly loss limit of $50.00 ($4.50 left). The limit resets on ${when('2025-03-05T08:30:00.000Z')}.`,
    );
  });

  it('says until when a break or self-exclusion runs', () => {
    const onBreak = new ApiError(403, API_ERROR_CODES.selfExcluded, 'server words', [], {
      reason: 'selfExcluded',
      kind: 'break',
      until: '2025-03-02T10:00:00.000Z',
    });
    expect(responsibleGamblingErrorText(i18n, onBreak)).toBe(
      `You are on a break until ${when('2025-03-02T10:00:00.000Z')}. You can still sign in and withdraw, but you cannot deposit, bet, tip or join rain.`,
    );
    const forever = new ApiError(403, API_ERROR_CODES.selfExcluded, 'server words', [], {
      reason: 'selfExcluded',
      kind: 'selfExclusion',
      until: null,
    });
    expect(responsibleGamblingErrorText(i18n, forever)).toMatch(
      /^You are self-excluded indefinitely\./,
    );
  });

  it("falls back to the server's message without details, and ignores other errors", () => {
    const bare = new ApiError(403, API_ERROR_CODES.limitReached, 'This deposit would exceed…');
    expect(responsibleGamblingErrorText(i18n, bare)).toBe('This deposit would exceed…');
    expect(responsibleGamblingErrorText(i18n, new ApiError(400, 1000, 'Invalid'))).toBeNull();
    expect(responsibleGamblingErrorText(i18n, new Error('x'))).toBeNull();
  });
});
