/**
 * Starting a payment that continues on a partner's hosted page (a cash deposit, a card
 * purchase of crypto): the request goes with the idempotency key of the payment the player
 * intends, and once it is accepted the tab goes to the page the server answered, which sends
 * the player back here. The mutation stays pending-looking while the browser leaves.
 */
import { useMutation } from '@tanstack/react-query';
import { useIdempotencyKey } from './idempotency-key';

export function useHostedCheckout<Body>(
  start: (body: Body, key: string) => Promise<{ checkoutUrl: string | null }>,
) {
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: Body) => start(body, keys.keyFor(body)),
    onSuccess: ({ checkoutUrl }) => {
      keys.renew();
      if (checkoutUrl) window.location.assign(checkoutUrl);
    },
  });
}
