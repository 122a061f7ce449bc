/**
 * A clicked push notification asks the open window to show its page (sw/push.ts): navigate in
 * the app, keeping the socket, the game in progress and the scroll of other pages intact.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isSwNavigateMessage } from '@/contracts/service-worker';

export function useWorkerNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      if (isSwNavigateMessage(event.data)) void router.navigate({ href: event.data.url });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [router]);
}
