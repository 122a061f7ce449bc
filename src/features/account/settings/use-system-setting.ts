/**
 * Changing one of the player's system settings: applied to the cached user at once and put
 * back if the server refuses (the same optimistic pattern as the balance selection, part 1
 * §4.9), with the server's words in a toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/contracts/user';
import { useErrorText } from '@/shared/api/use-error-text';
import { accountKeys } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { changeSystemSetting, type SystemSettingChange } from './account-calls';

function withSetting(user: User, change: SystemSettingChange): User {
  const system = (user.systemSettings as Record<string, Record<string, unknown>>)[
    change.systemName
  ];
  return {
    ...user,
    systemSettings: {
      ...user.systemSettings,
      [change.systemName]: { ...system, [change.settingName]: change.value },
    },
  };
}

export function useSystemSetting() {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSystemSetting,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.current });
      const before = queryClient.getQueryData<User | null>(accountKeys.current);
      if (before) queryClient.setQueryData(accountKeys.current, withSetting(before, change));
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(accountKeys.current, context.before);
      void showToast({
        kind: 'error',
        message: errorText(error),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.current }),
  });
}
