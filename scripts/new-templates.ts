// The starting documents of `npm run new` and the playground's templates: one per kind, on a call of the
// catalogue that fits. Pure (no node:*): the playground uses it in the browser.
export const KINDS = { page: 'pages', picker: 'pickers', form: 'forms', detail: 'details' } as const;
export type NewKind = keyof typeof KINDS;
export interface Call { id: string; answer?: string; fields?: string[]; method?: string }

export function pickCall(calls: Call[], kind: NewKind, given?: string): Call {
  const fits = (c: Call) => (kind === 'detail' ? c.answer === 'object' : kind === 'form' ? c.method !== 'GET' : ['list', 'data', 'records'].includes(c.answer ?? '')) && (kind === 'form' || (c.fields?.length ?? 0) >= 2);
  const call = given ? calls.find((c) => c.id === given) : calls.find(fits);
  if (!call) throw new Error(given ? `unknown call "${given}" (see schemas/calls/*.json)` : `no call in schemas/calls fits a ${kind}; add one, then pass --call <id>`);
  return call;
}

/** The starting document of a kind, on `call`. */
export function starter(kind: NewKind, id: string, call: Call): Record<string, unknown> {
  const head = { $schema: `../meta/${kind}.schema.json`, kind, id, title: { zh_CN: id, en_US: id } };
  const [key, label] = call.fields ?? [];
  const columns = (call.fields ?? []).slice(0, 4).map((f) => ({ key: f, title: f }));
  switch (kind) {
    case 'picker':
      return { ...head, call: call.id, filters: { [label]: { type: 'string', title: label, 'x-decorator': 'FormItem', 'x-component': 'Input' } }, columns, selection: 'radio', value: { key, label } };
    case 'page':
      return { ...head, call: call.id, filters: { [label]: { type: 'string', title: label, 'x-decorator': 'FormItem', 'x-component': 'Input' } }, columns };
    case 'form':
      return { ...head, fields: { name: { type: 'string', title: '名称', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-validator': [{ rule: 'required', message: '请输入名称' }] } }, submit: { call: call.id, successMessage: '保存成功', then: ['close'] } };
    case 'detail':
      return { ...head, call: call.id, params: { id: { $route: 'params.id', message: '缺少编号' } }, sections: [{ title: '基本信息', columns: 3, fields: columns }] };
  }
}

/** The calls of the catalogue documents' texts (schemas/calls/*.json), in file order. */
export function catalogueOf(texts: string[]): Call[] {
  return texts.flatMap((t) => {
    try {
      return Object.entries((JSON.parse(t) as { calls?: Record<string, Omit<Call, 'id'>> }).calls ?? {}).map(([id, c]) => ({ id, ...c }));
    } catch {
      return [];
    }
  });
}

/** The template of a kind as the text of a file: what `npm run new -- <kind> <id>` would write. */
export function templateText(kind: NewKind, id: string, calls: Call[]): string {
  return `${JSON.stringify(starter(kind, id, pickCall(calls, kind)), null, 2)}\n`;
}
