/**
 * Runs `write` once typing has paused for `ms`, unless the address changed in the meantime: a
 * search box that writes its text into the URL must not, 250 ms later, overwrite the passport link
 * the grower followed while the list was still settling. Returns the cancel function for an effect.
 */
export function afterPause(
  write: () => void,
  ms: number,
  here: () => string = () => window.location.href,
): () => void {
  const from = here();
  const timer = setTimeout(() => {
    if (here() === from) write();
  }, ms);
  return () => clearTimeout(timer);
}
