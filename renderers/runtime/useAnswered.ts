// Whether a screen's search has answered at least once: its empty state (暂无数据) shows only then, not while the
// first search is still on its way.
import { useState } from 'react';

/** True once `loading` has gone from true to false (the first answer, or a failure, arrived). */
export function useAnswered(loading: boolean): boolean {
  const [seen, setSeen] = useState({ loading, answered: false });
  if (loading && !seen.loading) setSeen({ loading: true, answered: seen.answered });
  else if (!loading && seen.loading && !seen.answered) setSeen({ loading: false, answered: true });
  return seen.answered || (!loading && seen.loading);
}
