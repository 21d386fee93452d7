/** Plain 'Loading...' while the session or a lazy page loads (spec-1 §2). */
export function LoadingScreen() {
  return (
    <div role="status" className="grid min-h-dvh place-items-center text-sm text-muted">
      Loading...
    </div>
  );
}
