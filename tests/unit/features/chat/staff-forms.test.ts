import { describe, expect, it } from 'vitest';
import { MAX_MUTE_SECONDS } from '@/contracts/chat-moderation';
import { banBodyFrom, muteBodyFrom, muteSecondsFrom } from '@/features/chat/staff/staff-forms';

describe('the staff forms', () => {
  it('turn mute minutes into whole seconds', () => {
    expect(muteSecondsFrom(5)).toBe(300);
    expect(muteSecondsFrom('1.5')).toBe(90);
    expect(muteSecondsFrom('')).toBeNaN();
    expect(muteSecondsFrom('abc')).toBeNaN();
  });

  it('name what is wrong with a mute', () => {
    expect(muteBodyFrom('u1', 0, 'spam').problem).toBe('minutes');
    expect(muteBodyFrom('u1', -3, 'spam').problem).toBe('minutes');
    expect(muteBodyFrom('u1', MAX_MUTE_SECONDS / 60 + 1, 'spam').problem).toBe('tooLong');
    expect(muteBodyFrom('u1', 5, '   ').problem).toBe('reason');
    expect(muteBodyFrom('u1', 60, ' flood ').body).toEqual({
      userId: 'u1',
      seconds: 3600,
      reason: 'flood',
    });
  });

  it('need a reason for a ban', () => {
    expect(banBodyFrom('u1', '')).toBeNull();
    expect(banBodyFrom('u1', 'scam')).toEqual({ userId: 'u1', reason: 'scam' });
  });
});
