/**
 * The thin progress bar at the top of the window (spec part 1 §2.5): it appears once a route
 * has been loading for 200 ms, creeps towards the end while waiting, and completes on arrival.
 */
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import classes from './RouteProgressBar.module.css';

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
  // Plain elements with Mantine Progress's markup and look: its code would be one more part of
  // the first page load for a bar that only shows on later navigations.
  return (
    <div className={classes.track} data-testid="route-progress">
      <div
        className={classes.bar}
        style={{ width: `${value}%` }}
        role="progressbar"
        aria-label={t`Loading page`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      />
    </div>
  );
}
