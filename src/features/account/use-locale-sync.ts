/**
 * The language belongs to the account (spec part 2 §7: 'A language change is saved to the
 * server when logged in'). When a player signs in, their saved language becomes the page's;
 * after that, every change of language on this device is saved to their account.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { User } from '@/contracts/user';
import { useLocale } from '@/features/i18n';
import { useErrorText } from '@/shared/api/use-error-text';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';

export function useLocaleSync(): void {
  const errorText = useErrorText();
  const { user } = useCurrentUser();
  const { locale, changeLocale } = useLocale();
  const queryClient = useQueryClient();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current !== user.id) {
      appliedFor.current = user.id;
      // First sight of this player here: their saved choice wins over this device's.
      if (user.locale && user.locale !== locale) {
        void changeLocale(user.locale);
        return;
      }
    }
    if (user.locale === locale) return;
    // The settings calls load with the first change to save, not with every page.
    import('./settings/account-calls')
      .then(({ setLocale }) => setLocale(locale))
      .then(() =>
        queryClient.setQueryData<User | null>(accountKeys.current, (current) =>
          current ? { ...current, locale } : current,
        ),
      )
      .catch((error: unknown) => {
        void showToast({ kind: 'error', message: errorText(error) });
      });
  }, [changeLocale, locale, queryClient, user, errorText]);
}
