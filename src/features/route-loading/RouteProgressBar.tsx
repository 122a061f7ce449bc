/**
 * The thin progress bar at the top of the window (spec part 1 §2.5): it appears once a route
 * has been loading for 200 ms, creeps towards the end while waiting, and completes on arrival.
 */
import { useLingui } from '@lingui/react/macro';
import { Progress } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

export const PROGRESS_DELAY_MS = 200;

export function RouteProgressBar() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!loading) {
      setValue((v) => (v === null ? null : 100));
      const done = setTimeout(() => setValue(null), 250);
      return () => clearTimeout(done);
    }
    const show = setTimeout(() => setValue(15), PROGRESS_DELAY_MS);
    const creep = setInterval(() => setValue((v) => (v === null ? v : v + (90 - v) * 0.1)), 300);
    return () => {
      clearTimeout(show);
      clearInterval(creep);
    };
  }, [loading]);

  if (value === null) return null;
  return (
    <Progress
      value={value}
      size={3}
      radius={0}
      color="emerald"
      transitionDuration={200}
      aria-label={t`Loading page`}
      data-testid="route-progress"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    />
  );
}
