/** Artwork for an Original, drawn with CSS gradients and its icon: nothing to download. */
import type { TablerIcon } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './GameArt.module.css';

interface Props {
  Icon: TablerIcon;
  colors: readonly [string, string];
}

export function GameArt({ Icon, colors }: Props) {
  const style = { '--art-from': colors[0], '--art-to': colors[1] } as CSSProperties;
  return (
    <div className={classes.art} style={style} aria-hidden>
      <Icon className={classes.ghost} stroke={1.25} />
      <Icon className={classes.emblem} stroke={1.6} />
    </div>
  );
}
