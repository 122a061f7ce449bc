/** Query keys of the card purchases, apart from the calls so the app-wide listener loads no schemas. */
export const onrampKeys = {
  orders: ['wallet', 'onramp', 'orders'] as const,
};
