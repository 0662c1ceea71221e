/** Shown where staff left a picture out. */
export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

/** An image with its intrinsic size set (no layout shift), lazy unless it is above the fold. */
export function Picture({
  src,
  alt,
  width,
  height,
  eager,
  className,
  trackLoad,
  priority,
}: {
  /** null shows the placeholder picture. */
  src: string | null;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
  /** Counted by the donate page's images-loaded state. */
  trackLoad?: boolean;
  /** Hint for the browser: 'high' for the LCP picture, 'low' for pictures not shown at first. */
  priority?: 'high' | 'low';
}) {
  return (
    <img
      src={src ?? PLACEHOLDER_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority}
      className={className}
      data-track-load={trackLoad ? '' : undefined}
    />
  );
}
