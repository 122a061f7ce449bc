/**
 * A game's square image (spec part 1 §9 'Search and images'): loaded lazily at the cached size
 * (width 200, q50) over a blurred q10 placeholder, fading in once it has loaded; when it cannot
 * load, the game's default thumbnail (picked by identifier, the same one every time) instead.
 */
import { useState } from 'react';
import { defaultThumbnail } from '@/contracts/images';
import { placeholderImage } from '../rules/list-game';
import classes from './GameThumbnail.module.css';

interface Props {
  identifier: string;
  squareImage: string;
  src: string;
  alt: string;
}

export function ThumbnailImage({ identifier, squareImage, src, alt }: Props) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {failed ? null : (
        <img
          className={classes.placeholder}
          src={placeholderImage({ squareImage })}
          alt=""
          aria-hidden
          loading="lazy"
          decoding="async"
        />
      )}
      <img
        className={classes.image}
        src={failed ? defaultThumbnail(identifier) : src}
        alt={alt}
        width={200}
        height={200}
        loading="lazy"
        decoding="async"
        data-loaded={loaded || failed ? '' : undefined}
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
      />
    </>
  );
}
