// The starting documents of `npm run new` and the playground's templates: one per kind, on a call of the
// catalogue that fits. Pure (no node:*): the playground uses it in the browser.
export const KINDS = { page: 'pages', picker: 'pickers', form: 'forms', detail: 'details' } as const;
export type NewKind = keyof typeof KINDS;
export interface Call {
  id: string;
  answer?: string;
  fields?: string[];
  method?: string;
  paging?: unknown;
  writes?: boolean;
}

export function pickCall(calls: Call[], kind: NewKind, given?: string): Call {
  // a form submits with a write (not a paged search, answers nothing or one object): the checker refuses a read
  const writes = (c: Call) =>
    c.writes ?? (c.method !== 'GET' && c.paging === undefined && (c.answer === 'none' || c.answer === 'object'));
  const fits = (c: Call) =>
    (kind === 'detail'
      ? c.answer === 'object'
      : kind === 'form'
        ? writes(c)
        : ['list', 'data', 'records'].includes(c.answer ?? '')) &&
    (kind === 'form' || (c.fields?.length ?? 0) >= 2);
  const call = given ? calls.find((c) => c.id === given) : calls.find(fits);
  if (!call)
    throw new Error(
      given
        ? `unknown call "${given}" (see schemas/calls/*.json)`
        : `no call in schemas/calls fits a ${kind}; add one, then pass --call <id>`,
    );
  return call;
}

/** The starting document of a kind, on `call`. */
export function starter(kind: NewKind, id: string, call: Call): Record<string, unknown> {
  const head = { $schema: `../meta/${kind}.schema.json`, kind, id, title: { zh_CN: id, en_US: id } };
  const [key, label] = call.fields ?? [];
  // every text in both languages (the project's rule): the field names stand in until the configurator writes them
  const both = (t: string) => ({ zh_CN: t, en_US: t });
  const columns = (call.fields ?? []).slice(0, 4).map((f) => ({ key: f, title: both(f) }));
  switch (kind) {
    case 'picker':
      return {
        ...head,
        call: call.id,
        filters: { [label]: { type: 'string', title: both(label), 'x-decorator': 'FormItem', 'x-component': 'Input' } },
        columns,
        selection: 'radio',
        value: { key, label },
      };
    case 'page':
      return {
        ...head,
        call: call.id,
        filters: { [label]: { type: 'string', title: both(label), 'x-decorator': 'FormItem', 'x-component': 'Input' } },
        columns,
      };
    case 'form':
      return {
        ...head,
        fields: {
          name: {
            type: 'string',
            title: { zh_CN: '名称', en_US: 'Name' },
            'x-decorator': 'FormItem',
            'x-component': 'Input',
            'x-validator': [{ rule: 'required', message: { zh_CN: '请输入名称', en_US: 'Please enter the name' } }],
          },
        },
        submit: { call: call.id, successMessage: { zh_CN: '保存成功', en_US: 'Saved' }, then: ['close'] },
      };
    case 'detail':
      return {
        ...head,
        call: call.id,
        params: { id: { $route: 'params.id', message: { zh_CN: '缺少编号', en_US: 'The id is missing' } } },
        sections: [{ title: { zh_CN: '基本信息', en_US: 'Basic information' }, columns: 3, fields: columns }],
      };
  }
}

/** The calls of the catalogue documents' texts (schemas/calls/*.json), in file order. */
export function catalogueOf(texts: string[]): Call[] {
  return texts.flatMap((t) => {
    try {
      return Object.entries((JSON.parse(t) as { calls?: Record<string, Omit<Call, 'id'>> }).calls ?? {}).map(
        ([id, c]) => ({ id, ...c }),
      );
    } catch {
      return [];
    }
  });
}

/** The template of a kind as the text of a file: what `npm run new -- <kind> <id>` would write. */
export function templateText(kind: NewKind, id: string, calls: Call[]): string {
  return `${JSON.stringify(starter(kind, id, pickCall(calls, kind)), null, 2)}\n`;
}
