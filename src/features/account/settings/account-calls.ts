/**
 * The account settings calls (spec part 1 §7 'Settings and account'): language, system
 * settings, balance field, email and password changes, and the sessions list.
 */
import { z } from 'zod/mini';
import { sessionListSchema } from '@/contracts/auth';
import type { LocaleCode } from '@/contracts/locales';
import { apiRequest } from '@/shared/api/rest';

const okSchema = z.object({ ok: z.literal(true) });

export function setLocale(locale: LocaleCode) {
  return apiRequest('/account/setLocale', { method: 'POST', body: { locale }, schema: okSchema });
}

export interface SystemSettingChange {
  systemName: string;
  settingName: string;
  value: string | boolean | number;
}

export function changeSystemSetting(change: SystemSettingChange) {
  return apiRequest('/system/changeSystemSettingAsUser', {
    method: 'POST',
    body: change,
    schema: okSchema,
  });
}

/** No password from a passwordless player (a recent sign-in confirms it). */
export function changeEmail(body: { password?: string; email: string }) {
  return apiRequest('/account/email', { method: 'POST', body, schema: okSchema });
}

const passwordChangedSchema = z.object({ ok: z.literal(true), otherSessions: z.int() });

/** Without currentPassword: a passwordless player's first password (ChangePasswordForm). */
export function changePassword(body: { currentPassword?: string; newPassword: string }) {
  return apiRequest('/account/password', {
    method: 'POST',
    body,
    schema: passwordChangedSchema,
  });
}

export function fetchSessions(signal?: AbortSignal) {
  return apiRequest('/account/sessions', { schema: sessionListSchema, signal, noCache: true });
}

export function endSession(id: string) {
  return apiRequest(`/account/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: okSchema,
  });
}

/** Ends every other session of the player (POST /account/sessions/sanitize). */
export function endOtherSessions() {
  return apiRequest('/account/sessions/sanitize', {
    method: 'POST',
    body: {},
    schema: z.object({ ok: z.literal(true), ended: z.int() }),
  });
}
