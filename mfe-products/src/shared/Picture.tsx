import styled from 'styled-components';

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.card}px;
  background: ${({ theme }) => theme.colors.background};
`;

interface Props {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** Above the fold (the first slide): loaded at once with high priority. */
  eager?: boolean;
}

/** An image with its size reserved (no layout shift), lazy below the fold. Nothing when there is no image. */
export function Picture({ src, alt, width, height, eager = false }: Props) {
  if (!src) return null;
  return (
    <Img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
