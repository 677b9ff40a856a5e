// The layout nodes through the real path (schema -> FormView -> registry -> component): Tabs switch and keep every
// pane's fields, GroupRows add/remove groups, LeftRight puts its two children side by side, IframeHost posts the
// message to the frame's own origin, ValueTable shows rows, fills them from a call and refuses chosen rows.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

// jsdom renders antd's tables and tabs slowly (seconds under load)
vi.setConfig({ testTimeout: 60000 });
import { describe, expect, it, vi } from 'vitest';
import { registerCalls } from '../calls/catalogue';
import { FormView } from '../form/FormView';
import type { FormDocument } from '../schema-types.generated';
import { listAnswer, renderWith, runtime } from '../testing/harness';
import { fillRowText, frameMessage, frameOrigin, keyOfAnswer, rowsAt } from './frame';

registerCalls({
  'fixture.layoutSave': { method: 'POST', host: 'gateway', path: '/fixture/layoutSave', answer: 'none' },
  'fixture.replacements': {
    method: 'POST',
    host: 'gateway',
    path: '/fixture/replacements',
    body: { searchType: 2, replType: 2 },
    answer: 'list',
    fields: ['oldPartsList', 'newPartsList'],
  },
});

/** The fields as written in a schema file (the generated FieldNode types `default` as an object). */
function renderDoc(written: Record<string, unknown>, rt = runtime()) {
  const fields = written as FormDocument['fields'];
  rt.transport.answers.set('POST /fixture/layoutSave', { result: 'SUCCEED', code: '0', message: '' });
  const doc: FormDocument = {
    $schema: '',
    kind: 'form',
    id: `layouts${Math.random().toString(36).slice(2)}`,
    title: '表单',
    mode: 'page',
    fields,
    submit: { call: 'fixture.layoutSave' },
  };
  const onDone = vi.fn();
  const view = renderWith(rt, <FormView doc={doc} onDone={onDone} />);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  return { ...view, rt, onDone, submit };
}

const input = (title: string) => ({
  type: 'string' as const,
  title,
  'x-decorator': 'FormItem' as const,
  'x-component': 'Input' as const,
});

describe('frame message (pure)', () => {
  it("the gateway's key, the token, issuer sp and the work number over the extra params; the frame's own origin", () => {
    expect(keyOfAnswer({ result: 'SUCCEED', data: { key: 'enc-1', expiresAt: 1 } })).toBe('enc-1');
    expect(keyOfAnswer({ key: 'enc-2' })).toBe('enc-2');
    expect(keyOfAnswer({ data: {} })).toBe('');
    expect(keyOfAnswer(null)).toBe('');
    expect(frameMessage('enc-1', 't0k', 'W9', { issuer: 'x', key: 'forged', sap_code: 'zhang' })).toEqual({
      sap_code: 'zhang',
      key: 'enc-1',
      token: 't0k',
      issuer: 'sp',
      workNo: 'W9',
    });
    expect(frameOrigin('/frames/message.html', 'http://portal.test:8080/#/x')).toBe('http://portal.test:8080');
    expect(frameOrigin('https://epc.example.com/a?b', 'http://portal.test/')).toBe('https://epc.example.com');
    expect(frameOrigin('javascript:alert(1)', 'http://portal.test/')).toBeUndefined();
    expect(fillRowText('错误信息：配件{partsNo}不可销售', { partsNo: 'P0001' })).toBe('错误信息：配件P0001不可销售');
    expect(rowsAt({ rows: [{ a: [{ x: 1 }] }, { a: [{ x: 2 }] }], total: 2 }, 'a')).toEqual([{ x: 1 }, { x: 2 }]);
    expect(rowsAt({ rows: [{ x: 1 }], total: 1 })).toEqual([{ x: 1 }]);
  });
});

describe('layout nodes', () => {
  it('Tabs: a tab per titled child, switching shows its fields, every pane is sent', async () => {
    const { container, onDone, submit } = renderDoc({
      tabs: {
        type: 'void',
        'x-component': 'Tabs',
        properties: {
          a: { type: 'void', title: '基本信息', properties: { name: { ...input('名称'), default: '甲' } } },
          b: { type: 'void', title: '其他', properties: { remark: { ...input('说明'), default: '乙' } } },
        },
      },
    });
    await waitFor(() => expect(container.querySelectorAll('.ant-tabs-tab')).toHaveLength(2));
    expect([...container.querySelectorAll('.ant-tabs-tab')].map((t) => t.textContent)).toEqual(['基本信息', '其他']);
    fireEvent.click(screen.getByText('其他'));
    await waitFor(() => expect(container.querySelector('.ant-tabs-tab-active')?.textContent).toBe('其他'));
    expect((screen.getByLabelText('说明') as HTMLInputElement).value).toBe('乙');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0][0]).toEqual({ name: '甲', remark: '乙' });
  });

  it('GroupRows: 新增 adds a group, 删除 removes one, the rows are sent', async () => {
    const { container, onDone, submit } = renderDoc({
      contacts: {
        type: 'array',
        title: '联系人',
        'x-component': 'GroupRows',
        default: [{ name: '张三' }],
        items: { type: 'object', properties: { name: input('姓名') } },
      },
    });
    await waitFor(() => expect(container.querySelectorAll('.rt-group-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await waitFor(() => expect(container.querySelectorAll('.rt-group-row')).toHaveLength(2));
    const second = container.querySelectorAll('.rt-group-row')[1] as HTMLElement;
    fireEvent.change(second.querySelector('input')!, { target: { value: '李四' } });
    fireEvent.click(within(container.querySelectorAll('.rt-group-row')[0] as HTMLElement).getByText('删除'));
    await waitFor(() => expect(container.querySelectorAll('.rt-group-row')).toHaveLength(1));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0][0]).toEqual({ contacts: [{ name: '李四' }] });
  });

  it("GroupRows: each group's field has its own id, its label points at it (also after 删除 and 新增), other forms keep the compiled id", async () => {
    const { container } = renderDoc({
      contacts: {
        type: 'array',
        title: '联系人',
        'x-component': 'GroupRows',
        default: [{ name: '张三' }, { name: '李四' }],
        items: { type: 'object', properties: { name: input('姓名') } },
      },
      remark: input('说明'),
    });
    await waitFor(() => expect(container.querySelectorAll('.rt-group-row')).toHaveLength(2));
    const pairs = () =>
      [...container.querySelectorAll('.rt-group-row')].map((g) => {
        const label = g.querySelector('label')!;
        const control = g.querySelector('input')!;
        return { labelFor: label.getAttribute('for'), labelId: label.id, id: control.id, value: control.value };
      });
    const check = async (values: string[]) => {
      await waitFor(() => expect(pairs().map((p) => p.value)).toEqual(values));
      await waitFor(() => {
        const ps = pairs();
        for (const p of ps) {
          expect(p.id).toMatch(/-i\d+$/);
          expect(p.labelFor).toBe(p.id);
          expect(p.labelId).toBe(`${p.id}-label`);
        }
        const all = [...container.querySelectorAll('[id]')].map((e) => e.id);
        expect(new Set(all).size).toBe(all.length);
      });
      // by label: each group's 姓名 is its own control
      const byLabel = screen.getAllByLabelText('姓名') as HTMLInputElement[];
      expect(byLabel.map((e) => e.value)).toEqual(values);
    };
    await check(['张三', '李四']);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await check(['张三', '李四', '']);
    fireEvent.click(within(container.querySelectorAll('.rt-group-row')[0] as HTMLElement).getByText('删除'));
    await check(['李四', '']);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await check(['李四', '', '']);
    // a field outside the array keeps the compiled id (one per schema path)
    const remark = screen.getByLabelText('说明');
    expect(remark.id).not.toMatch(/-i\d+$/);
    expect(container.querySelector(`label[for="${remark.id}"]`)!.textContent).toBe('说明');
  });

  it('LeftRight: the first child on the left, the second on the right, titled', async () => {
    const { container } = renderDoc({
      sides: {
        type: 'void',
        'x-component': 'LeftRight',
        properties: {
          l: { type: 'void', title: '旧件', properties: { a: input('旧件编码') } },
          r: { type: 'void', title: '新件', properties: { b: input('新件编码') } },
        },
      },
    });
    await waitFor(() => expect(container.querySelector('.rt-left')).not.toBeNull());
    expect(container.querySelector('.rt-left')!.textContent).toContain('旧件编码');
    expect(container.querySelector('.rt-right')!.textContent).toContain('新件编码');
    expect(container.querySelector('.rt-right')!.textContent).not.toContain('旧件编码');
  });

  it("IframeHost: after load the frame is posted the gateway's key, token, issuer sp and workNo at its own origin", async () => {
    const rt = runtime({ frameToken: () => 'tok-1' });
    rt.transport.answers.set('GET /frame/key/V1.0', {
      result: 'SUCCEED',
      code: '0',
      message: '',
      data: { key: 'ENCRYPTED-KEY-1', expiresAt: 1 },
    });
    const { container } = renderDoc(
      {
        f: {
          type: 'void',
          'x-component': 'IframeHost',
          'x-component-props': {
            src: '/frames/message.html',
            message: { delayMs: 0, params: { sap_code: { $session: 'userName' } } },
          },
        },
      },
      rt,
    );
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('/frames/message.html');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    fireEvent.load(frame);
    await waitFor(() => expect(post).toHaveBeenCalled());
    const [msg, origin] = post.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(origin).toBe(window.location.origin);
    expect(msg).toEqual({ key: 'ENCRYPTED-KEY-1', token: 'tok-1', issuer: 'sp', workNo: 'W1', sap_code: 'zhang' });
    expect(rt.transport.requests.filter((r) => r.path === '/frame/key/V1.0')).toHaveLength(1);
  });

  it("IframeHost: params bind the route like a call's; a missing value with a message is warned and nothing is posted", async () => {
    const rt = runtime({
      frameToken: () => 'tok-1',
      route: { path: '/frames', params: { id: 'R7' }, query: { tab: 'epc' } },
    });
    rt.transport.answers.set('GET /frame/key/V1.0', {
      result: 'SUCCEED',
      code: '0',
      message: '',
      data: { key: 'K2', expiresAt: 1 },
    });
    const params = { orderId: { $route: 'params.id' }, tab: { $route: 'query.tab' }, gone: { $route: 'params.none' } };
    const { container } = renderDoc(
      {
        f: {
          type: 'void',
          'x-component': 'IframeHost',
          'x-component-props': { src: '/frames/message.html', message: { delayMs: 0, params } },
        },
      },
      rt,
    );
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const frame = container.querySelector('iframe')!;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    fireEvent.load(frame);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0][0]).toEqual({
      key: 'K2',
      token: 'tok-1',
      issuer: 'sp',
      workNo: 'W1',
      orderId: 'R7',
      tab: 'epc',
    });

    const rt2 = runtime({ frameToken: () => 'tok-1' });
    rt2.transport.answers.set('GET /frame/key/V1.0', {
      result: 'SUCCEED',
      code: '0',
      message: '',
      data: { key: 'K3', expiresAt: 1 },
    });
    const needs = { orderId: { $route: 'params.id', message: { zh_CN: '缺少维修单号', en_US: 'No repair order id' } } };
    const second = renderDoc(
      {
        f: {
          type: 'void',
          'x-component': 'IframeHost',
          'x-component-props': { src: '/frames/message.html', message: { delayMs: 0, params: needs } },
        },
      },
      rt2,
    );
    await waitFor(() => expect(second.container.querySelector('iframe')).not.toBeNull());
    const frame2 = second.container.querySelector('iframe')!;
    const post2 = vi.spyOn(frame2.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    fireEvent.load(frame2);
    await waitFor(() =>
      expect(rt2.messages.log.filter((m) => m.kind === 'warning').map((m) => m.text)).toContain('缺少维修单号'),
    );
    expect(post2).not.toHaveBeenCalled();
  });

  it('IframeHost: no key from the gateway -> the failure is reported and nothing is posted', async () => {
    const rt = runtime({ frameToken: () => 'tok-1' });
    rt.transport.answers.set('GET /frame/key/V1.0', () =>
      Promise.reject({ status: 500, code: '500', message: '服务异常' }),
    );
    const { container } = renderDoc(
      {
        f: {
          type: 'void',
          'x-component': 'IframeHost',
          'x-component-props': { src: '/frames/message.html', message: { delayMs: 0 } },
        },
      },
      rt,
    );
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const frame = container.querySelector('iframe')!;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    fireEvent.load(frame);
    await waitFor(() => expect(rt.messages.log.filter((m) => m.kind === 'error').length).toBeGreaterThan(0));
    expect(post).not.toHaveBeenCalled();
  });

  it('ValueTable: shows its rows; source asks with bindings (请先选择配件 without), fills the other table, refuses a row not for sale', async () => {
    const rt = runtime();
    rt.transport.answers.set(
      'POST /fixture/replacements',
      listAnswer([
        {
          oldPartsList: [{ partsNo: 'P1', partsName: '旧泵' }],
          newPartsList: [
            { partsNo: 'P2', partsName: '新泵', saleFlagT: 1 },
            { partsNo: 'P3', partsName: '停售泵', saleFlagT: 0 },
          ],
        },
      ]),
    );
    const { container, onDone, submit } = renderDoc(
      {
        partsCode: input('旧件'),
        oldParts: {
          type: 'array',
          'x-component': 'ValueTable',
          'x-component-props': {
            rowKey: 'partsNo',
            source: {
              call: 'fixture.replacements',
              params: { partsNo: { $form: 'partsCode', message: '请先选择配件' } },
              rows: 'oldPartsList',
              searchText: '查询替换件',
              fill: { newParts: 'newPartsList' },
            },
            columns: [
              { key: 'partsNo', title: '配件编码' },
              { key: 'partsName', title: '配件名称' },
            ],
          },
        },
        newParts: {
          type: 'array',
          title: '新件',
          'x-decorator': 'FormItem',
          'x-component': 'ValueTable',
          'x-component-props': {
            rowKey: 'partsNo',
            selection: 'checkbox',
            refuse: { when: '{{ $row.saleFlagT !== 1 }}', message: '错误信息：配件{partsNo}不可销售' },
            columns: [{ key: 'partsNo', title: '新件编码' }],
          },
          'x-validator': [{ rule: 'required', message: '请选择替换的新件' }],
        },
      },
      rt,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '查询替换件' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '查询替换件' }));
    await waitFor(() => expect(rt.messages.log).toEqual([{ kind: 'warning', text: '请先选择配件' }]));
    expect(rt.transport.requests).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('旧件'), { target: { value: 'P1' } });
    fireEvent.click(screen.getByRole('button', { name: '查询替换件' }));
    await waitFor(() => expect(container.querySelectorAll('.rt-value-table')[1].textContent).toContain('P3'));
    expect(rt.transport.requests[0].body).toEqual({ partsNo: 'P1', searchType: 2, replType: 2 });
    expect(container.textContent).toContain('旧泵');

    submit();
    await screen.findByText('请选择替换的新件');
    expect(onDone).not.toHaveBeenCalled();
    const boxes = () =>
      [...container.querySelectorAll('.rt-value-table')][1].querySelectorAll('.ant-table-row input[type="checkbox"]');
    fireEvent.click(boxes()[1]);
    await screen.findByText('错误信息：配件P3不可销售');
    submit();
    await waitFor(() => expect(screen.getAllByText('错误信息：配件P3不可销售').length).toBeGreaterThan(0));
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(boxes()[1]);
    fireEvent.click(boxes()[0]);
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect((onDone.mock.calls[0][0] as { newParts: { partsNo: string }[] }).newParts.map((p) => p.partsNo)).toEqual([
      'P2',
    ]);
  });
});
