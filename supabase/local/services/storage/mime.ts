// Bucket MIME rules, matched exactly as hosted Storage does: `type/subtype` or `type/*`, with no
// normalisation (so `text/plain;charset=UTF-8` does not match an allowed `text/plain`).

export function isMimeTypeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  const requested = mimeType.split('/');
  if (requested.length < 2) return false;
  const [type, subtype] = requested;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/** Whether an entry may be stored in a bucket's allowed_mime_types (hosted's validation). */
export function isValidAllowedMimeType(entry: string): boolean {
  return (
    entry.length <= 1000 &&
    /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(entry)
  );
}
