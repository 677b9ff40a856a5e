// The user's recent views, shown on the home page; kept in local storage per user.
export const RECENT_MAX = 8;
const key = (userId: string): string => `recentViews:${userId}`;

export interface RecentView {
  path: string;
  title: string;
}

export function addRecent(list: ReadonlyArray<RecentView>, view: RecentView, max = RECENT_MAX): RecentView[] {
  return [view, ...list.filter((v) => v.path !== view.path)].slice(0, max);
}

export function readRecent(userId: string): RecentView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RecentView[]) : [];
  } catch {
    return [];
  }
}

export function recordRecent(userId: string, view: RecentView): void {
  localStorage.setItem(key(userId), JSON.stringify(addRecent(readRecent(userId), view)));
}
