// Phone photos are 3–12 MB; a record needs one a person can read on a screen. Photos are shrunk
// on the device to at most 1,600 px on the long side as JPEG (a few hundred kB), which also keeps
// offline entries small in IndexedDB.

export const PHOTO_MAX_SIDE = 1600;
export const MAX_PHOTOS = 6;

/** The size that fits within max × max, never enlarging. */
export function fitWithin(
  width: number,
  height: number,
  max = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Re-encodes an image file as a smaller JPEG; returns the file itself if the browser cannot. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}

/** A storage file name for a photo: random, with the extension of its type. */
export function photoName(type: string): string {
  const ext = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  return `${crypto.randomUUID()}.${ext}`;
}
