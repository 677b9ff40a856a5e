// The paged search behind pickers and search pages: newest request wins, loading/empty states, errors to the
// message sink, and a missing binding shown as a warning without a call.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallRef } from '../calls/choose';
import { saveHistory, type HistoryField } from '../fields/history';
import { BindingError } from '../calls/bindings';
import { readRows } from '../calls/request';
import { runCall } from '../calls/run';
import type { Row } from '../calls/types';
import type { Params } from '../schema-types.generated';
import { cleanValues } from './clean';
import { useRuntime } from './context';
import { useLatest } from './effects';
import { Latest, STALE } from './latest';
import { reportError } from './report';
import { onWrite } from './changes';

export interface SearchState {
  rows: Row[];
  total: number;
  current: number;
  size: number;
  loading: boolean;
}

export interface SearchSetup {
  call: CallRef;
  params?: Params;
  /** Values added over the schema's params (a picker's caller params). */
  extra?: Record<string, unknown>;
  pageSize: number;
  /** The owning form's values, for $form bindings of the params; without it (a page) they read the search form's values. */
  form?: Record<string, unknown>;
  /** HistoryInput fields of the search form: their non-empty values are saved when a search runs with values. */
  history?: readonly HistoryField[];
  /**
   * The screen searches with its first commit (a search page, a picker whose form rules pass): the first render
   * is already loading, so that search's start renders nothing again before the paint (issue 13).
   */
  searchesOnMount?: boolean;
}

export function useSearch(setup: SearchSetup) {
  const rt = useRuntime();
  const latest = useRef(new Latest());
  const filters = useRef<Record<string, unknown>>({});
  const [state, setState] = useState<SearchState>(() => ({ rows: [], total: 0, current: 1, size: setup.pageSize, loading: !!setup.searchesOnMount }));
  const stateRef = useLatest(state);
  const last = useRef<{ current: number; size: number } | undefined>(undefined);
  const setupRef = useRef(setup);
  setupRef.current = setup;

  const started = useRef(0);

  const search = useCallback(
    async (values: Record<string, unknown> | undefined, current = 1, size?: number, quiet = false) => {
      started.current += 1;
      const s = setupRef.current;
      if (values) {
        filters.current = cleanValues(values);
        if (s.history) saveHistory(rt, { session: rt.session, route: rt.route }, s.history, filters.current);
      }
      const paging = { current, size: size ?? s.pageSize };
      last.current = paging;
      // not set when unchanged (the first search of a screen that renders loading): React would still queue the
      // update, and one made in a layout effect lingers as a sync update that renders the screen once more after
      // the answer's commit
      const now = stateRef.current;
      if (!(now.loading && now.current === current && now.size === paging.size)) setState((st) => ({ ...st, loading: true, current, size: paging.size }));
      try {
        const answer = await latest.current.run(async (signal) => {
          // $form: the owning form's values (a picker's), else the search form's own (a page's filters)
          const scope = { session: rt.session, route: rt.route, form: s.form ?? filters.current };
          const { call, body } = await runCall(rt, { ref: s.call, params: s.params, values: { ...s.extra, ...filters.current }, scope, paging, signal });
          return readRows(call, body);
        });
        if (answer === STALE) return;
        setState({ rows: answer.rows, total: answer.total, current, size: paging.size, loading: false });
      } catch (e) {
        setState((st) => ({ ...st, loading: false }));
        // a search repeated behind the user's back (after a write elsewhere) whose bound value is missing stays quiet
        if (quiet && e instanceof BindingError) return;
        reportError(rt.messages, e, rt.locale);
      }
    },
    [rt, stateRef],
  );

  // a write anywhere on the page (a detail tab, a dialog): the last search again, same filters and page; once the
  // action that wrote has finished, and not when it searched again itself (then: refresh), so one request, not two
  useEffect(() => onWrite(() => {
    const before = started.current;
    setTimeout(() => {
      if (last.current && started.current === before) void search(undefined, last.current.current, last.current.size, true);
    }, 0);
  }), [search]);
  useEffect(() => () => latest.current.cancel(), []);
  return { ...state, search, filters: filters.current };
}
