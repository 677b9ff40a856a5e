// `npm run bench:schemas`: generates 100 valid schema documents of mixed kinds into a temporary copy of
// schemas/, then times the checker in-process (cold: meta-schemas compiled; warm: compiled once) and as a
// child process (what CI runs). Prints wall-clock figures; the goal is under 2 s for 100 files.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSchemas, formatProblem } from './schemas-check';
import { PROJECT_ROOT } from '../checker/check';
import { findSchemaFiles } from '../checker/load';

interface CallInfo {
  id: string;
  answer: string;
  fields: string[];
}

function loadCalls(root: string): CallInfo[] {
  const dir = join(root, 'schemas/calls');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) =>
      Object.entries(
        (
          JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
            calls: Record<string, { answer: string; fields?: string[] }>;
          }
        ).calls,
      ),
    )
    .map(([id, c]) => ({ id, answer: c.answer, fields: c.fields ?? [] }));
}

const input = (title: string, extra: object = {}) => ({
  type: 'string',
  title,
  'x-decorator': 'FormItem',
  'x-component': 'Input',
  ...extra,
});
const select = (title: string, n: number) => ({
  type: 'string',
  title,
  'x-decorator': 'FormItem',
  'x-component': 'Select',
  enum: Array.from({ length: n }, (_, i) => ({ label: `选项${i + 1}`, value: String(i + 1) })),
});
const columns = (fields: string[], n: number) =>
  fields.slice(0, n).map((key, i) => ({ key, title: `列${i + 1}`, ...(i % 4 === 3 ? { format: 'ellipsis' } : {}) }));

function picker(i: number, call: CallInfo) {
  const [a, b] = call.fields;
  return {
    $schema: '../meta/picker.schema.json',
    kind: 'picker',
    id: `benchPicker${i}`,
    title: `选择${i}`,
    call: call.id,
    pageSize: 5,
    width: '60%',
    filters: { [a]: input('编码'), [b]: input('名称') },
    columns: columns(call.fields, 6),
    selection: i % 3 ? 'radio' : 'checkbox',
    value: { key: a, label: b },
    emptyMessage: '请选择',
  };
}

function page(i: number, call: CallInfo, detailId: string, formId: string) {
  const filters: Record<string, unknown> = {};
  for (let f = 0; f < 6; f++) filters[`text${f}`] = input(`文本${f}`);
  for (let f = 0; f < 4; f++) filters[`select${f}`] = select(`下拉${f}`, 20);
  filters.from = { type: 'string', title: '开始日期', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' };
  filters.to = {
    type: 'string',
    title: '结束日期',
    'x-decorator': 'FormItem',
    'x-component': 'DatePicker',
    'x-reactions': [{ dependencies: ['from'], fulfill: { state: { disabled: '{{ !$deps[0] }}' } } }],
  };
  return {
    $schema: '../meta/page.schema.json',
    kind: 'page',
    id: `benchPage${i}`,
    title: `页面${i}`,
    call: call.id,
    params: { company: { $session: 'company' } },
    filters,
    columns: columns(call.fields, 10),
    toolbar: [{ label: '新增', open: { form: formId } }],
    rowActions: [
      { action: 'detail', label: '详情', open: { detail: detailId } },
      { action: 'edit', label: '编辑', open: { form: formId }, visible: `{{ $row.${call.fields[0]} !== null }}` },
      {
        action: 'delete',
        label: '删除',
        confirm: '删除后将不可恢复，确认删除么？',
        call: call.id,
        params: { id: { $row: call.fields[0] } },
        then: ['refresh'],
      },
    ],
  };
}

function form(i: number, submit: CallInfo) {
  const fields: Record<string, unknown> = {};
  for (let f = 0; f < 20; f++) {
    fields[`field${f}`] =
      f % 5 === 0
        ? {
            type: 'number',
            title: `数量${f}`,
            'x-decorator': 'FormItem',
            'x-component': 'NumberPicker',
            'x-validator': [{ rule: 'numberRange', min: 0, max: 999 }],
          }
        : input(`字段${f}`, {
            'x-validator': [
              { rule: 'required', message: `请输入字段${f}` },
              { rule: 'maxLength', max: 50 },
            ],
          });
  }
  return {
    $schema: '../meta/form.schema.json',
    kind: 'form',
    id: `benchForm${i}`,
    title: `表单${i}`,
    columns: 2,
    fields,
    rules: [{ rule: 'atLeastOne', fields: ['field1', 'field2'], message: '请至少填写一项' }],
    submit: {
      call: submit.id,
      params: { ref: { $form: 'field1', message: '请先填写字段1' } },
      successMessage: '保存成功',
      then: ['close'],
    },
  };
}

function detail(i: number, call: CallInfo) {
  const sections = [0, 1, 2].map((s) => ({
    title: `分组${s + 1}`,
    columns: 3,
    fields: columns(call.fields.slice(s * 3), 4),
  }));
  return {
    $schema: '../meta/detail.schema.json',
    kind: 'detail',
    id: `benchDetail${i}`,
    title: `详情${i}`,
    call: call.id,
    params: { id: { $route: 'params.id', message: '缺少编号' } },
    sections,
    actions: [{ action: 'opt', label: '编辑', open: { form: `benchForm${i % 20}` } }],
  };
}

/** 100 documents: 35 pickers, 30 pages, 20 forms, 15 details. */
function generate(dir: string, calls: CallInfo[]): number {
  const lists = calls.filter((c) => ['list', 'data', 'records'].includes(c.answer) && c.fields.length >= 6);
  const objects = calls.filter((c) => c.answer === 'object' && c.fields.length >= 9);
  if (!lists.length || !objects.length)
    throw new Error('the call catalogue has no list or object calls with enough fields');
  const write = (sub: string, name: string, doc: object) => {
    mkdirSync(join(dir, 'schemas', sub), { recursive: true });
    writeFileSync(join(dir, 'schemas', sub, `${name}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  };
  let n = 0;
  for (let i = 0; i < 35; i++, n++) write('bench-pickers', `benchPicker${i}`, picker(i, lists[i % lists.length]));
  for (let i = 0; i < 20; i++, n++) write('bench-forms', `benchForm${i}`, form(i, calls[i % calls.length]));
  for (let i = 0; i < 15; i++, n++) write('bench-details', `benchDetail${i}`, detail(i, objects[i % objects.length]));
  for (let i = 0; i < 30; i++, n++)
    write(
      'bench-pages',
      `benchPage${i}`,
      page(i, lists[i % lists.length], `benchDetail${i % 15}`, `benchForm${i % 20}`),
    );
  return n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(0)} ms`;

const dir = mkdtempSync(join(tmpdir(), 'bench-schemas-'));
try {
  cpSync(join(PROJECT_ROOT, 'schemas'), join(dir, 'schemas'), { recursive: true });
  const generated = generate(dir, loadCalls(PROJECT_ROOT));
  const total = findSchemaFiles(dir).length;

  let t = performance.now();
  const problems = checkSchemas({ root: dir });
  const cold = performance.now() - t;
  if (problems.length) {
    for (const p of problems.slice(0, 20)) console.error(formatProblem(p));
    throw new Error(`the generated documents have ${problems.length} problems`);
  }
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    t = performance.now();
    checkSchemas({ root: dir });
    warm.push(performance.now() - t);
  }

  const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
  const child: number[] = [];
  let last = '';
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    const r = spawnSync(tsx, [join(PROJECT_ROOT, 'scripts/schemas-check.ts')], {
      env: { ...process.env, SCHEMAS_ROOT: dir },
      encoding: 'utf8',
    });
    child.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`schemas:check failed in the child process:\n${r.stdout}${r.stderr}`);
    last = r.stdout.trim();
  }

  console.log(`bench:schemas: ${generated} generated + ${total - generated} project documents = ${total} files`);
  console.log(`  in-process, cold (meta-schemas compiled): ${ms(cold)}`);
  console.log(`  in-process, warm (median of ${warm.length}):          ${ms(median(warm))}`);
  console.log(
    `  child process, tsx scripts/schemas-check.ts (median of ${child.length}, wall clock): ${ms(median(child))}  [${child.map(ms).join(', ')}]`,
  );
  console.log(`  child said: ${last}`);
  console.log(`  goal: under 2000 ms for 100 files: ${median(child) < 2000 ? 'met' : 'NOT met'}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
