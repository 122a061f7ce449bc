/**
 * The Mission Uncrossable road drawn from a RoundView: lanes left to right, each with the
 * multiplier crossing it pays, the character on the lane it reached, and at the end the lane
 * whose traffic hits. The road scrolls to keep the character in view.
 */
import { useLingui } from '@lingui/react/macro';
import { IconCar, IconCarCrash, IconWalk } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { LinearminesDifficulty } from '@/contracts/originals';
import { formatMultiplierUnits } from '../multiplier/format-multiplier';
import type { RoundViewOf } from '../play/use-original-round';
import classes from './RoadBoard.module.css';
import { characterLane, type RoadLane, roadLanes } from './road-lanes';

export interface RoadBoardProps {
  /** The difficulty chosen for the next round; an existing round keeps its own. */
  difficulty: LinearminesDifficulty;
  round: RoundViewOf<'linearmines'> | null;
}

export function RoadBoard({ difficulty, round }: RoadBoardProps) {
  const { t } = useLingui();
  const lanes = roadLanes(round?.params.difficulty ?? difficulty, round);
  const at = characterLane(round);
  const road = useRef<HTMLOListElement>(null);

  useEffect(() => {
    // Scrolls the road only, never the page; CSS makes it instant under reduced motion.
    const list = road.current;
    const lane = list?.children.item(at + 1);
    if (!list || !(lane instanceof HTMLElement)) return;
    list.scrollLeft = lane.offsetLeft - list.clientWidth / 2 + lane.clientWidth / 2;
  }, [at]);

  const label = (lane: RoadLane) => {
    const n = lane.lane + 1;
    const pays = formatMultiplierUnits(lane.multiplier);
    switch (lane.state) {
      case 'crossed':
        return t`Lane ${n}, ${pays}: crossed`;
      case 'next':
        return t`Lane ${n}, ${pays}: next`;
      case 'hit':
        return t`Lane ${n}, ${pays}: hit by traffic`;
      case 'danger':
        return t`Lane ${n}, ${pays}: traffic was coming`;
      default:
        return t`Lane ${n}, ${pays}`;
    }
  };

  return (
    <ol ref={road} className={classes.road} aria-label={t`Road`} data-testid="linearmines-road">
      <li
        className={classes.kerb}
        aria-label={t`Start`}
        aria-current={at === -1 ? 'step' : undefined}
      >
        {at === -1 ? (
          <IconWalk size={30} aria-label={t`You`} className={classes.character} />
        ) : null}
      </li>
      {lanes.map((lane) => (
        <li
          key={lane.lane}
          className={classes.lane}
          data-state={lane.state}
          aria-label={label(lane)}
          aria-current={lane.lane === at ? 'step' : undefined}
        >
          <span className={classes.multiplier}>{formatMultiplierUnits(lane.multiplier)}</span>
          {lane.lane === at ? (
            lane.state === 'hit' ? (
              <IconCarCrash size={30} aria-hidden className={classes.crash} />
            ) : (
              <IconWalk size={30} aria-hidden className={classes.character} />
            )
          ) : lane.state === 'danger' ? (
            <IconCar size={26} aria-hidden className={classes.car} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
