// The version badge (000 §4): 'new' while the latest version differs from the one stored locally.
export const VERSION_KEY = 'sp_last_version';
export const RETRY_STEP_MS = 15000;

export interface VersionEntry {
  version: string;
  versionInfo?: string[] | string;
  versionDate?: string;
}

/** The newest entry's version: the list is ordered newest first; otherwise by date. */
export function latestVersion(list: ReadonlyArray<VersionEntry>): string {
  if (!list.length) return '';
  const dated = list.every((e) => e.versionDate);
  const sorted = dated ? [...list].sort((a, b) => String(b.versionDate).localeCompare(String(a.versionDate))) : list;
  return sorted[0].version;
}

export const badgeShown = (latest: string, stored: string | null): boolean => Boolean(latest) && latest !== stored;

/** The delay before retry number n (1, 2, ...): grows by 15 s each time. */
export const retryDelay = (attempt: number): number => RETRY_STEP_MS * attempt;

export const versionLines = (e: VersionEntry): string[] =>
  Array.isArray(e.versionInfo) ? e.versionInfo : e.versionInfo ? String(e.versionInfo).split('\n') : [];
