// A detail page: sections of read-only fields (display filters; a section's `visible` over the loaded object) and
// actions by permission; without the opt permission only a back button (001 §6).
import { Button, Descriptions, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import type { Row } from '../calls/types';
import { cellText, useLookupsReady } from '../page/tableColumns';
import { useActions } from '../page/useActions';
import { hasPermission } from '../permission';
import { evaluateVisible } from '../schema/visible';
import { useRuntime } from '../runtime/context';
import { topicOf, type ChangeBus } from '../runtime/changes';
import { chooseCall } from '../calls/choose';
import { useLoad } from '../runtime/useLoad';
import { runtimeText, text } from '../runtime/text';
import type { DetailDocument } from '../schema-types.generated';
import { ChangeRecordsDialog, changeRecordsLabel } from './ChangeRecordsDialog';
import { DetailTable } from './DetailTable';

const HtmlView = lazy(() => import('./HtmlView'));

/**
 * A counter the actions' refresh bumps: the object is loaded again. A write of the detail's call group anywhere
 * else in the portal (the list's 编辑 while this detail tab is kept alive), a write of it refused as a conflict, and
 * this tab becoming the current one again bump it too (runtime/changes.ts), once the action that wrote has finished, and not when that
 * action refreshed this detail itself (one request, not two; like useSearch). Such a reload is quiet: when it fails
 * (the object was deleted from the list) the detail keeps what it showed and no message pops up over another tab.
 */
function useRefresh(changes: ChangeBus, topic: string, path: string) {
  const [count, setCount] = useState(0);
  const bumps = useRef(0);
  const quiet = useRef(false);
  const bump = useCallback((fromElsewhere = false) => {
    bumps.current += 1;
    quiet.current = fromElsewhere;
    setCount((c) => c + 1);
  }, []);
  useEffect(
    () =>
      changes.onWrite(
        () => {
          const before = bumps.current;
          setTimeout(() => {
            if (bumps.current === before) bump(true);
          }, 0);
        },
        { topic, path },
      ),
    [changes, bump, topic, path],
  );
  return { count, bump: () => bump(), quiet };
}

export function DetailView({ doc, row }: { doc: DetailDocument; row?: Row }) {
  const rt = useRuntime();
  const refresh = useRefresh(rt.wiring.changes, topicOf(chooseCall(doc.call, rt.session.identity)), rt.route.path);
  const shown = useRef<Row | undefined>(undefined);
  // the dictionaries (and region tree) of its fields and tables load with the object, and the object shows once they
  // have answered: a cold detail never shows a code (SAVED) before its name, as the lists do
  const lookups = useMemo(() => doc.sections.flatMap((s) => [...(s.fields ?? []), ...(s.table?.columns ?? [])]), [doc]);
  const ready = useLookupsReady(lookups, rt);
  const { data: loaded, loading } = useLoad(
    async (signal) => {
      const quiet = refresh.quiet.current && shown.current;
      try {
        const { call, body } = await runCall(rt, {
          ref: doc.call,
          params: doc.params,
          scope: { row, session: rt.session, route: rt.route },
          signal,
        });
        return (shown.current = (readAnswer(call, body) ?? {}) as Row);
      } catch (e) {
        if (quiet && !signal.aborted) return quiet;
        throw e;
      }
    },
    [doc.id, rt.route.path, JSON.stringify(rt.route.params), row, refresh.count],
  );
  const data = ready ? loaded : undefined;
  const { run, dialogs } = useActions({ refresh: refresh.bump });
  const [records, setRecords] = useState(false);
  const back = () => (rt.goBack ? rt.goBack() : window.history.back());
  const opt = hasPermission('opt', rt.permissions);
  const actions = opt
    ? (doc.actions ?? []).filter(
        (a) =>
          hasPermission(a.action, rt.permissions) &&
          !!data &&
          evaluateVisible(a.visible, { $row: data, $session: rt.session }),
      )
    : [];
  return (
    <div className="rt-detail">
      <Space className="rt-detail-actions" style={{ marginBottom: 12 }}>
        <Button onClick={back}>{runtimeText('back', rt.locale)}</Button>
        {actions.map((a) => (
          <Button key={a.action} danger={a.danger} onClick={() => run(a, data)}>
            {text(a.label, rt.locale)}
          </Button>
        ))}
        {opt && doc.changeRecords && data && (
          <Button onClick={() => setRecords(true)}>{changeRecordsLabel(doc.changeRecords, rt.locale)}</Button>
        )}
      </Space>
      <Spin spinning={loading || !ready}>
        {doc.sections.map((s, i) =>
          s.visible && !(data && evaluateVisible(s.visible, { $row: data, $session: rt.session })) ? null : (
            <div key={i} className="rt-detail-section" style={{ marginBottom: 16 }}>
              {s.fields && (
                <Descriptions title={text(s.title, rt.locale)} column={s.columns ?? 3} bordered size="small">
                  {s.fields.map((f) => (
                    <Descriptions.Item key={f.key} label={text(f.title, rt.locale)}>
                      {!data ? (
                        ''
                      ) : f.format === 'html' ? (
                        <Suspense fallback={null}>
                          <HtmlView html={typeof data[f.key] === 'string' ? (data[f.key] as string) : ''} />
                        </Suspense>
                      ) : (
                        cellText(f, data[f.key], rt, data)
                      )}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              )}
              {s.table && (
                <>
                  {!s.fields && (
                    <Typography.Title level={5} className="rt-detail-table-title">
                      {text(s.title, rt.locale)}
                    </Typography.Title>
                  )}
                  <DetailTable spec={s.table} data={data} actionsAllowed={opt} run={(a, line) => run(a, line)} />
                </>
              )}
            </div>
          ),
        )}
      </Spin>
      {dialogs}
      {records && doc.changeRecords && (
        <ChangeRecordsDialog spec={doc.changeRecords} row={data} onClose={() => setRecords(false)} />
      )}
    </div>
  );
}
