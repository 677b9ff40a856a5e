// The names the schema language may use, for schemas/meta/names.generated.schema.json: components, rules with
// their parameters, call ids, picker/form/page/detail ids, permission actions, roles, session facts and menu
// paths, from renderers/manifest.ts and the documents under <root>/schemas. Written by `npm run gen:types` (and
// by `npm run new` after it adds a screen); the meta-schemas $ref it so editors complete the real names. The
// names are `examples` (an annotation), never `enum`: the checker's own messages stay the ones a configurator
// sees.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { ANSWER_MODES, type AnswerMode } from '../renderers/calls/answers';
import { COMPONENTS, PERMISSION_ACTIONS, RULES, SESSION_FACTS, type ComponentSpec } from '../renderers/manifest';
import { componentPropsSchema } from './gen-props';
import { DOCUMENT_KINDS } from '../checker/kinds';
import { DICT_CODES } from '../checker/meaning';
import { ROLE_CODES } from '../checker/menus';

const SCREEN_DOCUMENT_KINDS = DOCUMENT_KINDS.filter((k) => k.screen);

/** Where the names file lives below a checkout's root. */
export const NAMES_FILE = 'schemas/meta/names.generated.schema.json';

type Json = Record<string, unknown>;

/** Every readable JSON document of a folder of schemas/ (a broken file is the checker's business, not ours). */
function documents(root: string, folder: string): Array<{ file: string; doc: Json }> {
  const dir = resolve(root, 'schemas', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .flatMap((n) => {
      try {
        const doc = JSON.parse(readFileSync(join(dir, n), 'utf8')) as unknown;
        return doc && typeof doc === 'object' && !Array.isArray(doc) ? [{ file: n, doc: doc as Json }] : [];
      } catch {
        return [];
      }
    });
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => a.localeCompare(b));

function ids(root: string, folder: string): string[] {
  return sorted(
    documents(root, folder).map(({ file, doc }) => (typeof doc.id === 'string' ? doc.id : basename(file, '.json'))),
  );
}

function menuPaths(root: string, buttons = false): string[] {
  const out: string[] = [];
  const walk = (entries: unknown) => {
    if (!Array.isArray(entries)) return;
    for (const e of entries as Json[]) {
      if (typeof e?.path === 'string') out.push(e.path);
      if (buttons && typeof e?.path === 'string' && Array.isArray(e.buttons)) {
        for (const b of e.buttons as Json[]) if (typeof b?.action === 'string') out.push(`${e.path}#${b.action}`);
      }
      walk(e?.children);
    }
  };
  for (const { doc } of documents(root, 'menus')) walk(doc.entries);
  return sorted(out);
}

const ruleSignature = (name: string, params: Record<string, { required?: boolean }>) => {
  const ps = Object.entries(params).map(([p, s]) => (s.required ? p : `${p}?`));
  return ps.length ? `${name}(${ps.join(', ')})` : name;
};

/** The names file: one definition per kind of name, each a string with its known values as examples (the answer
 * modes an enum: a call's answer is read by its mode, so an unknown mode is an error), and the components' props
 * (ComponentProps). `answers`: the answer modes (default renderers/calls/answers.ts), `components`: the field
 * components (default renderers/manifest.ts COMPONENTS); a test adds one of each. */
export function generateNames(
  root: string,
  answers: Readonly<Record<string, AnswerMode>> = ANSWER_MODES,
  components: Readonly<Record<string, ComponentSpec>> = COMPONENTS,
): string {
  const calls = sorted(
    documents(root, 'calls').flatMap(({ doc }) => Object.keys((doc.calls as Json | undefined) ?? {})),
  );
  // the ids of each screen kind (checker/kinds.ts): PickerId, PageId, FormId, DetailId
  const screenIds = Object.fromEntries(SCREEN_DOCUMENT_KINDS.map((k) => [k.name, ids(root, k.folder)]));
  const { page: pages = [], form: forms = [], detail: details = [] } = screenIds;
  const paths = menuPaths(root);
  const rules = RULES as Record<
    string,
    { params: Record<string, { type: string; required?: boolean }>; source: string }
  >;
  const ruleList = Object.entries(rules)
    .map(([n, r]) => ruleSignature(n, r.params))
    .join(', ');
  const takers = (param: string) =>
    Object.entries(rules)
      .filter(([, r]) => param in r.params)
      .map(([n, r]) => `${n}${r.params[param].required ? '' : ' (optional)'}`)
      .join(', ');
  const params = sorted(Object.values(rules).flatMap((r) => Object.keys(r.params)));
  const paramType = (p: string) => Object.values(rules).find((r) => p in r.params)!.params[p].type;
  const ruleExamples = Object.entries(rules)
    .filter(([, r]) => Object.keys(r.params).length)
    .map(([n, r]) => ({
      rule: n,
      ...Object.fromEntries(Object.entries(r.params).map(([p, s]) => [p, s.type === 'number' ? 0 : ''])),
    }));
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'names.generated.schema.json',
    $comment: 'Generated by `npm run gen:types` from renderers/manifest.ts and schemas/*/. Do not edit by hand.',
    title: 'The names the schema language may use, and the props of its components',
    definitions: {
      ComponentName: {
        description: `A registered field component (renderers/manifest.ts COMPONENTS): ${Object.keys(components).join(', ')}.`,
        type: 'string',
        examples: Object.keys(components),
      },
      ComponentProps: componentPropsSchema(components),
      RuleName: {
        description: `A rule of the rule library (renderers/rules), by name: ${ruleList}. Give parameters as { "rule": ..., ... }.`,
        type: 'string',
        examples: Object.keys(rules),
      },
      RuleWithParams: {
        description: `A library rule with its parameters and an optional message replacing the library's: ${ruleList}.`,
        type: 'object',
        properties: {
          rule: { description: `The rule's name: ${ruleList}.`, type: 'string', examples: Object.keys(rules) },
          ...Object.fromEntries(
            params.map((p) => [p, { description: `Parameter ${p} of ${takers(p)}.`, type: paramType(p) }]),
          ),
          message: {
            // markdownDescription: beside a $ref, editors show the target's description instead of a description
            markdownDescription: "Replaces the library's message, such as 请选择类型.",
            $ref: 'defs.schema.json#/definitions/Text',
          },
        },
        required: ['rule'],
        additionalProperties: false,
        examples: ruleExamples,
      },
      AnswerMode: {
        description: `How the answer is read (renderers/calls/answers.ts). ${Object.entries(answers)
          .map(([n, m]) => `${n}: ${m.doc.replace(/`/g, '')}`)
          .join('; ')}.`,
        enum: Object.keys(answers),
      },
      CallId: {
        description: 'The id of a call in schemas/calls/*.json.',
        type: 'string',
        pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
        patternMessage: 'must start with a letter and hold only letters, digits, _ . -',
        examples: calls,
      },
      ...Object.fromEntries(
        SCREEN_DOCUMENT_KINDS.map((k) => [
          `${k.name[0].toUpperCase()}${k.name.slice(1)}Id`,
          {
            description: `The id of a ${k.name} document (schemas/${k.folder}/<id>.json): ${k.doc}.`,
            type: 'string',
            examples: screenIds[k.name],
          },
        ]),
      ),
      Screen: {
        description:
          "The screen a route shows: kind:id, such as page:supplierParts or detail:supplierPart; shell:playground is the shell's schema playground, shell:gallery its block gallery.",
        type: 'string',
        pattern: '^(page|form|detail):[A-Za-z][A-Za-z0-9_.-]*$|^shell:(playground|gallery)$',
        patternMessage:
          'is no screen: write kind:id with kind page, form or detail (such as page:supplierParts), or shell:playground or shell:gallery',
        examples: [
          ...pages.map((i) => `page:${i}`),
          ...forms.map((i) => `form:${i}`),
          ...details.map((i) => `detail:${i}`),
          'shell:playground',
          'shell:gallery',
        ],
      },
      MenuPath: {
        description: 'A route path of a menu entry (schemas/menus/*.json).',
        type: 'string',
        examples: paths,
      },
      CallPermission: {
        description:
          "What the gateway checks before the call: a menu path ('/supplierParts') or a button of a menu entry ('/supplierParts#edit') whose roles may make it, 'session' for any signed-in user (with \"everyone\": why), or 'public'.",
        type: 'string',
        examples: ['session', 'public', ...menuPaths(root, true)],
      },
      PermissionGrant: {
        description:
          "A menu path ('/supplierParts') or a button of a menu entry ('/supplierParts#edit'), from schemas/menus/*.json.",
        type: 'string',
        examples: menuPaths(root, true),
      },
      PermissionAction: {
        description: `A permission action (001 §6 list and detail actions, the write actions the gateway checks): ${PERMISSION_ACTIONS.join(', ')}.`,
        type: 'string',
        examples: [...PERMISSION_ACTIONS],
      },
      RoleCode: {
        description: `A role code of 000 §6: ${ROLE_CODES.join(', ')}.`,
        type: 'string',
        examples: [...ROLE_CODES],
      },
      DictCode: {
        description: `A dictionary code of schemas/meta/dictionaries.json: ${DICT_CODES.join(', ')}.`,
        type: 'string',
        examples: [...DICT_CODES],
      },
      SessionFact: {
        description: `A session fact: ${SESSION_FACTS.join(', ')}.`,
        enum: [...SESSION_FACTS],
      },
    },
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** What differs between two names files, per definition: `PickerId: + newPicker; - oldPicker`. */
export function namesDiff(current: string, fresh: string): string {
  let before: { definitions?: Record<string, { examples?: unknown[]; enum?: unknown[] }> } = {};
  try {
    before = JSON.parse(current) as typeof before;
  } catch {
    return 'the file is missing or not JSON';
  }
  const after = JSON.parse(fresh) as typeof before;
  const lines: string[] = [];
  for (const [name, def] of Object.entries(after.definitions ?? {})) {
    const key = (v: unknown) => JSON.stringify(v);
    const was = new Set((before.definitions?.[name]?.examples ?? before.definitions?.[name]?.enum ?? []).map(key));
    const now = new Set((def.examples ?? def.enum ?? []).map(key));
    const added = [...now].filter((v) => !was.has(v));
    const removed = [...was].filter((v) => !now.has(v));
    if (added.length || removed.length) {
      lines.push(
        `  ${name}:${added.length ? ` new ${added.join(', ')}` : ''}${removed.length ? ` gone ${removed.join(', ')}` : ''}`,
      );
    }
  }
  return lines.length ? lines.join('\n') : '  (descriptions or layout changed)';
}
