import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
export const AVATAR_PLACEHOLDER = '/images/avatar_placeholder.png';

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src?: string;
  alt: string;
  /** Shown when src is missing or fails to load. */
  fallback?: string;
  width: number | string;
  height: number | string;
}

/** An image with fixed size (no layout shift), lazy by default, and a placeholder on load error. */
export function ImageWithFallback({ src, fallback = PLACEHOLDER_IMAGE, alt, loading = 'lazy', ...rest }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? fallback : src;
  return (
    <img
      {...rest}
      src={url}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
}
