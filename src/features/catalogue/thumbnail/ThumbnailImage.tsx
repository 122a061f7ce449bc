/**
 * A game's square image (spec part 1 §9 'Search and images'): loaded lazily at the cached size
 * (width 200, q50; a grid's srcset offers width 400 to denser screens) over a blurred q10
 * placeholder, fading in once it has loaded; when it cannot load, the game's default
 * thumbnail (picked by identifier, the same one every time) instead.
 * A priority image (on screen at once) is requested first, at high priority, and without its
 * placeholder: a second request would only compete with the picture it stands in for.
 */
import { useState } from 'react';
import { defaultThumbnail } from '@/contracts/images';
import { placeholderImage } from '../rules/list-game';
import classes from './GameThumbnail.module.css';

interface Props {
  identifier: string;
  squareImage: string;
  src: string;
  /** Wider copies for denser screens, and how wide the tile is drawn (`sizes`). */
  srcSet?: string | undefined;
  sizes?: string | undefined;
  alt: string;
  priority?: boolean;
}

export function ThumbnailImage({
  identifier,
  squareImage,
  src,
  srcSet,
  sizes,
  alt,
  priority = false,
}: Props) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {failed || priority ? null : (
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
        srcSet={failed ? undefined : srcSet}
        sizes={failed ? undefined : sizes}
        alt={alt}
        width={200}
        height={200}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        data-loaded={loaded || failed ? '' : undefined}
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
      />
    </>
  );
}
