import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type LogoutOptions, logout } from './logout';

export function useLogout(): (options?: LogoutOptions) => void {
  const queryClient = useQueryClient();
  return useCallback((options?: LogoutOptions) => logout(queryClient, options), [queryClient]);
}
