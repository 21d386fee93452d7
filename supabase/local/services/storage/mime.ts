// Bucket MIME rules. A type passes only as exactly an entry of the bucket's list, or as a
// well-formed `type/subtype` under a `type/*` entry; hosted Storage splits on '/' and compares the
// first two parts, which lets `image/png/x` (no valid type, so a browser sniffs it) into an images
// bucket. No normalisation either way: `text/plain;charset=UTF-8` matches only itself.

// RFC 6838 restricted names: no '/', no parameters, no spaces.
const TYPE_SUBTYPE = /^([A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*)\/([A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*)$/;

export function isMimeTypeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  if (allowed.some((entry) => !entry.endsWith('/*') && entry === mimeType)) return true;
  const m = TYPE_SUBTYPE.exec(mimeType);
  return !!m && allowed.some((entry) => entry === `${m[1]}/*`);
}

/** Whether an entry may be stored in a bucket's allowed_mime_types (hosted's validation). */
export function isValidAllowedMimeType(entry: string): boolean {
  return (
    entry.length <= 1000 &&
    /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(entry)
  );
}
