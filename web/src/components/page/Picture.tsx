/** An image with its intrinsic size set (no layout shift), lazy unless it is above the fold. */
export function Picture({
  src,
  alt,
  width,
  height,
  eager,
  className,
  trackLoad,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
  /** Counted by the donate page's images-loaded state. */
  trackLoad?: boolean;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      data-track-load={trackLoad ? '' : undefined}
    />
  );
}
