/** The loading screen shown in place of a route while it loads (spec part 1 §2.5). */
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

export function RoutePending() {
  const { t } = useLingui();
  return (
    <Center
      mih="50vh"
      role="progressbar"
      aria-busy="true"
      aria-label={t`Loading page`}
      data-testid="route-pending"
    >
      <Loader size="lg" type="dots" />
    </Center>
  );
}
