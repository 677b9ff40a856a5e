// The paged search behind pickers and search pages: newest request wins, loading/empty states, errors to the
// message sink, and a missing binding shown as a warning without a call.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CallRef } from '../calls/choose';
import { saveHistory, type HistoryField } from '../fields/history';
import { BindingError } from '../calls/bindings';
import { readRows } from '../calls/request';
import { runCall } from '../calls/run';
import type { Row } from '../calls/types';
import type { Params } from '../schema-types.generated';
import { cleanValues } from './clean';
import { useRuntime } from './context';
import { Latest, STALE } from './latest';
import { reportError } from './report';
import { topicOf } from './changes';
import { chooseCall } from '../calls/choose';

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
   * is already loading, so that search's start renders nothing again before the paint.
   */
  searchesOnMount?: boolean;
}

/** A screen's search: its state outside React, so only the part that shows the rows renders when they arrive. */
export interface SearchRunner {
  search(values: Record<string, unknown> | undefined, current?: number, size?: number, quiet?: boolean): Promise<void>;
  get(): SearchState;
  /** Told of each new state; returns the unsubscribe. */
  subscribe(listener: (state: SearchState) => void): () => void;
}

/**
 * The search of a screen without its state in the calling component: a picker's dialog renders once,
 * and only its rows (useSearchState) render again when an answer arrives.
 */
export function useSearchRunner(setup: SearchSetup): SearchRunner {
  const rt = useRuntime();
  const latest = useRef(new Latest());
  const filters = useRef<Record<string, unknown>>({});
  const store = useRef<{ state: SearchState; listeners: Set<(s: SearchState) => void> } | null>(null);
  store.current ??= {
    state: { rows: [], total: 0, current: 1, size: setup.pageSize, loading: !!setup.searchesOnMount },
    listeners: new Set(),
  };
  const last = useRef<{ current: number; size: number } | undefined>(undefined);
  const setupRef = useRef(setup);
  setupRef.current = setup;
  const started = useRef(0);

  const runner = useMemo<SearchRunner>(() => {
    const st = store.current!;
    const set = (next: SearchState) => {
      st.state = next;
      st.listeners.forEach((l) => l(next));
    };
    return {
      get: () => st.state,
      subscribe: (l) => {
        st.listeners.add(l);
        return () => void st.listeners.delete(l);
      },
      search: async (values, current = 1, size, quiet = false) => {
        started.current += 1;
        const s = setupRef.current;
        if (values) {
          filters.current = cleanValues(values);
          if (s.history) saveHistory(rt, { session: rt.session, route: rt.route }, s.history, filters.current);
        }
        const paging = { current, size: size ?? s.pageSize };
        last.current = paging;
        // not set when unchanged (the first search of a screen that renders loading): a state set in a layout
        // effect that changes nothing still renders the screen once more after the answer's commit
        const now = st.state;
        if (!(now.loading && now.current === current && now.size === paging.size))
          set({ ...now, loading: true, current, size: paging.size });
        try {
          const answer = await latest.current.run(async (signal) => {
            // $form: the owning form's values (a picker's), else the search form's own (a page's filters)
            const scope = { session: rt.session, route: rt.route, form: s.form ?? filters.current };
            const { call, body } = await runCall(rt, {
              ref: s.call,
              params: s.params,
              values: { ...s.extra, ...filters.current },
              scope,
              paging,
              signal,
            });
            return readRows(call, body);
          });
          if (answer === STALE) return;
          set({ rows: answer.rows, total: answer.total, current, size: paging.size, loading: false });
        } catch (e) {
          set({ ...st.state, loading: false });
          // a search repeated behind the user's back (after a write elsewhere) whose bound value is missing stays quiet
          if (quiet && e instanceof BindingError) return;
          reportError(rt.messages, e, rt.locale);
        }
      },
    };
  }, [rt]);

  // a write of this search's call group anywhere on the page (a detail tab, a dialog), or this view shown again as
  // the current tab: the last search again, same filters and page; once the action that wrote has finished, and
  // not when it searched again itself (then: refresh), so one request, not two (changes.ts)
  const topic = topicOf(chooseCall(setup.call, rt.session.identity));
  useEffect(
    () =>
      rt.wiring.changes.onWrite(
        () => {
          const before = started.current;
          setTimeout(() => {
            if (last.current && started.current === before)
              void runner.search(undefined, last.current.current, last.current.size, true);
          }, 0);
        },
        { topic, path: rt.route.path },
      ),
    [runner, topic, rt.route.path, rt.wiring.changes],
  );
  useEffect(() => () => latest.current.cancel(), []);
  return runner;
}

/**
 * The runner's state in the component that shows it, rendered again on each change. It subscribes in a layout
 * effect, before the effects of the components above it (a screen's first search leaves from one), and catches
 * up with a change made between its render and its subscription.
 */
export function useSearchState(runner: SearchRunner): SearchState {
  const [state, setState] = useState(runner.get);
  const shown = useRef(state);
  shown.current = state;
  useLayoutEffect(() => {
    const off = runner.subscribe(setState);
    // (only when it changed: even a state set to the same value costs a render, see the runner's search)
    if (runner.get() !== shown.current) setState(runner.get());
    return off;
  }, [runner]);
  return state;
}

/** The search and its state in one component (a search page). */
export function useSearch(setup: SearchSetup) {
  const runner = useSearchRunner(setup);
  const state = useSearchState(runner);
  return { ...state, search: runner.search };
}
