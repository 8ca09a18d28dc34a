import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * An image processed by gatsby-plugin-image (AVIF and WebP sources, sizes, blurred
 * placeholder), rendered as a plain <picture> with native lazy loading. GatsbyImage does the
 * same with JavaScript: every landing page fetched its script on first load, for
 * illustrations that phones never show. The placeholder is the image's background until
 * the image itself paints over it.
 */
export const Picture = ({
  image,
  alt,
  className = "",
}: {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
}) => {
  const { fallback, sources = [] } = image.images;
  const placeholder = image.placeholder?.fallback;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={`object-cover ${className}`}
        style={placeholder ? { backgroundImage: `url("${placeholder}")`, backgroundSize: "cover" } : undefined}
      />
    </picture>
  );
};
