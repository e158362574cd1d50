import { useQuery } from '@tanstack/react-query';
import type { ImgHTMLAttributes } from 'react';
import { privateFile } from '../../../shared/api/http-client';
import { consoleKeys } from '../api';

/** An uploaded photo's address at one of its two widths. */
const photoUrl = (id: string, width: number) => `/media/photos/${encodeURIComponent(id)}-${width}.webp`;

/** A blob as a data: address, which the page's Content-Security-Policy allows for images. */
const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * A creator's verification document: served only to its owner and the console, with the bearer
 * token, so it is fetched through the API client and shown from memory, never from a shared cache.
 */
export function PrivatePhoto({
  id,
  width,
  alt,
  ...img
}: { id: string; width: number; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'alt'>) {
  const photo = useQuery({
    queryKey: consoleKeys.document(id, width),
    queryFn: async ({ signal }) => dataUrl(await privateFile(photoUrl(id, width), signal)),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  // The box keeps its place while the picture arrives; a failed one stays an empty box with its text.
  return <img {...img} alt={alt} src={photo.data ?? undefined} />;
}
