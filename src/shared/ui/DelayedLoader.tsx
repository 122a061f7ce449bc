/**
 * A spinner that appears only after a delay, so fast loads never flash a loader
 * (dialogs: 200 ms, spec part 1 §2.7).
 */
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

export function DelayedLoader({
  delayMs = 200,
  minHeight = 120,
}: {
  delayMs?: number;
  minHeight?: number;
}) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <Center mih={minHeight} role="progressbar" aria-busy="true" aria-label={t`Loading`}>
      {visible ? <Loader size="md" data-testid="delayed-loader" /> : null}
    </Center>
  );
}
