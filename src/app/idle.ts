// Work for when the browser is idle: chunks the first screen does not show but the next hover or click needs
// (the support table, the version dialog) load after the first screen, not with it and not on the click.
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
