/**
 * Mounted once in the app: while a signed-in player has the reality check on, a timer opens
 * the reminder every N minutes of the session (timer.ts), and the reminder waits for an
 * answer. Does nothing (and asks nothing) for visitors and players who left it off; the app
 * loads it only for a player who turned it on.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useCurrentUser } from '@/shared/session';
import { sessionSummaryQuery } from '../queries';
import { realityCheckDueAtom, realityCheckTimingAtom } from './atoms';
import { RealityCheckModal } from './RealityCheckModal';
import { answered, delayUntilDue, type SummaryClock, timingFor } from './timer';

export function RealityCheckHost() {
  const { user } = useCurrentUser();
  const minutes = user?.responsibleGambling.realityCheckMinutes ?? null;
  if (!user || minutes === null) return null;
  return <RealityCheckTimer intervalMinutes={minutes} />;
}

function RealityCheckTimer({ intervalMinutes }: { intervalMinutes: number }) {
  // The timer needs the session's start and the clock offset, not fresh numbers: no refetch
  // each time the window regains focus (the reminder asks for the numbers when it opens).
  const { data } = useQuery({ ...sessionSummaryQuery(), refetchOnWindowFocus: false });
  const [stored, setStored] = useAtom(realityCheckTimingAtom);
  const [due, setDue] = useAtom(realityCheckDueAtom);
  const timing = data && stored?.sessionId === data.sessionId ? stored : null;

  useEffect(() => {
    if (data && stored?.sessionId !== data.sessionId) setStored(timingFor(stored, data));
  }, [data, stored, setStored]);

  useEffect(() => {
    if (!timing || due) return;
    const delay = delayUntilDue(timing, intervalMinutes, Date.now());
    const timer = window.setTimeout(() => setDue(true), delay);
    return () => window.clearTimeout(timer);
  }, [timing, intervalMinutes, due, setDue]);

  if (!due || !timing) return null;
  return (
    <RealityCheckModal
      timing={timing}
      onAnswered={() => {
        setStored(answered(timing, Date.now()));
        setDue(false);
      }}
    />
  );
}

/** Marks the reminder answered now (turning it on or changing its interval counts). */
export function useAnswerRealityCheck(): (summary: SummaryClock) => void {
  const setStored = useSetAtom(realityCheckTimingAtom);
  return (summary) => setStored((stored) => answered(timingFor(stored, summary), Date.now()));
}
