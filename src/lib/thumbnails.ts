// Renditions instead of originals where the app shows a picture small: Storage's image
// transformations (/render/image, supabase-js's `transform` option) resize on the server, so a
// 2 MB photo arrives as a few kilobytes. Square crops, as every place that shows them crops.
import { env } from './env';
import { supabase } from './supabase';

/** Avatars: at most 80 CSS px across (Avatar size lg), so 128 px is sharp on most screens. */
export const AVATAR_TRANSFORM = { width: 128, height: 128, resize: 'cover' } as const;

/** Selection images: 128 CSS px squares on the cards, so twice that for high-density screens. */
export const SELECTION_THUMBNAIL_TRANSFORM = { width: 256, height: 256, resize: 'cover' } as const;

/**
 * A public object URL of this project (as getPublicUrl made it) as its avatar-sized rendition;
 * any other URL (another host, a data: URL, an already transformed one) comes back unchanged.
 */
export function avatarThumbnailUrl(url: string): string {
  const publicPrefix = `${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/storage/v1/object/public/`;
  if (!url.startsWith(publicPrefix)) return url;
  const [bucket, ...rest] = url.slice(publicPrefix.length).split(/[?#]/)[0]!.split('/');
  if (!bucket || rest.length === 0) return url;
  return supabase.storage
    .from(decodeURI(bucket))
    .getPublicUrl(decodeURI(rest.join('/')), { transform: AVATAR_TRANSFORM }).data.publicUrl;
}
