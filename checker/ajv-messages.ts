// Turns ajv's errors into plain messages: what is wrong, what is allowed, the nearest allowed name.
// anyOf failures are reduced to the branch the author meant (the one whose type fits the value), so a
// misspelt key inside a binding reads "unknown property" instead of five "must be string/number/..." lines.
import type { ErrorObject } from 'ajv';
import type { Finding } from './finding';
import { didYouMean, listNames } from './names';
import { seg } from './problem';

type Item = Finding & { raw?: ErrorObject };

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

export function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'number') return Number.isInteger(v) ? `the number ${v}` : `the number ${v}`;
  if (typeof v === 'string') return `the string ${JSON.stringify(v)}`;
  return String(v);
}

function show(v: unknown): string {
  return typeof v === 'string' ? `"${v}"` : JSON.stringify(v);
}

function propertiesOf(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

function describeProp(schema: unknown, name: string): string {
  const prop = (schema as { properties?: Record<string, { description?: string }> } | undefined)?.properties?.[name];
  return prop?.description ? ` (${prop.description})` : '';
}

/** A text of the portal without its English (meta.ts ENGLISH_TEXT): what to write instead. */
function englishText(e: ErrorObject): Item | undefined {
  const parent = e.parentSchema as Record<string, unknown> | undefined;
  if (!parent?.englishText) return undefined;
  const zh =
    typeof e.data === 'string'
      ? e.data
      : typeof (e.data as { zh_CN?: unknown })?.zh_CN === 'string'
        ? (e.data as { zh_CN: string }).zh_CN
        : undefined;
  const write = `write { "zh_CN": ${JSON.stringify(zh ?? '…')}, "en_US": "<the English>" }`;
  if (e.keyword === 'type' && typeof e.data === 'string')
    return {
      pointer: e.instancePath,
      message: `the text ${JSON.stringify(e.data)} has no English: ${write} (every text has zh_CN and en_US)`,
    };
  if (e.keyword === 'required' && (e.params as { missingProperty?: string }).missingProperty === 'en_US')
    return {
      pointer: e.instancePath,
      message: `the text ${JSON.stringify(zh)} has no English: add "en_US" (shown when the portal is in English)`,
    };
  return undefined;
}

function rewrite(e: ErrorObject): Item {
  const english = englishText(e);
  if (english) return english;
  const P = e.instancePath;
  const parent = e.parentSchema as Record<string, unknown> | undefined;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const allowed = propertiesOf(parent);
      return {
        pointer: `${P}/${seg(name)}`,
        at: 'key',
        message: `unknown property "${name}"; allowed: ${listNames(allowed)}${didYouMean(name, allowed)}`,
      };
    }
    case 'required': {
      const name = String(p.missingProperty);
      return { pointer: P, message: `missing property "${name}"${describeProp(parent, name)}` };
    }
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t);
      return { pointer: P, message: `must be ${types.join(' or ')} (found ${jsonType(e.data)})` };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const near = typeof e.data === 'string' ? didYouMean(e.data, allowed) : '';
      return { pointer: P, message: `${show(e.data)} is not allowed; allowed: ${listNames(allowed)}${near}` };
    }
    case 'const':
      return { pointer: P, message: `must be ${show(p.allowedValue)} (found ${show(e.data)})` };
    case 'pattern': {
      const hint =
        typeof parent?.patternMessage === 'string'
          ? parent.patternMessage
          : `must match the pattern ${String(p.pattern)}`;
      if (e.propertyName !== undefined) {
        return { pointer: `${P}/${seg(e.propertyName)}`, at: 'key', message: `the name "${e.propertyName}" ${hint}` };
      }
      return { pointer: P, message: `${show(e.data)} ${hint}` };
    }
    case 'minItems':
      return { pointer: P, message: `must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { pointer: P, message: `must have at most ${String(p.limit)} item${p.limit === 1 ? '' : 's'}` };
    case 'uniqueItems': {
      const list = e.data as unknown[];
      const [first, second] = [p.i as number, p.j as number].sort((a, b) => a - b);
      return {
        pointer: `${P}/${second}`,
        message: `${show(list[second])} appears twice (items ${first} and ${second}); each may appear once`,
      };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer: P, message: `must be ${String(p.comparison)} ${String(p.limit)} (found ${show(e.data)})` };
    case 'minProperties': {
      const names = propertiesOf(parent);
      return {
        pointer: P,
        message: names.length
          ? `must name one of: ${names.join(', ')}`
          : `must have at least ${String(p.limit)} properties`,
      };
    }
    case 'maxProperties': {
      const names = propertiesOf(parent);
      const given = Object.keys((e.data as object) ?? {}).join(', ');
      return {
        pointer: P,
        message: names.length
          ? `must name only ${String(p.limit)} of: ${names.join(', ')} (found ${given})`
          : `must have at most ${String(p.limit)} properties`,
      };
    }
    case 'minLength':
      return {
        pointer: P,
        message: p.limit === 1 ? 'must not be empty' : `must have at least ${String(p.limit)} characters`,
      };
    default:
      return { pointer: P, message: e.message ?? `fails ${e.keyword}` };
  }
}

const within = (pointer: string, base: string) => pointer === base || pointer.startsWith(`${base}/`);

/** Rewrites ajv's errors (allErrors + verbose) into findings, in document order of discovery. */
export function rewriteAjvErrors(errors: readonly ErrorObject[]): Finding[] {
  const items: Item[] = [];
  for (const e of errors) {
    if (e.keyword === 'propertyNames') continue; // its inner error (pattern) already names the key
    if (e.keyword === 'if') continue; // its then-branch's own errors say what is wrong (FormRule by its "rule")
    if (e.keyword !== 'anyOf' && e.keyword !== 'oneOf') {
      items.push({ ...rewrite(e), raw: e });
      continue;
    }
    // ajv reports the branches' errors right before the anyOf error; take them back off the list.
    const P = e.instancePath;
    const branch: Item[] = [];
    while (items.length && within(items[items.length - 1].raw?.instancePath ?? items[items.length - 1].pointer, P))
      branch.unshift(items.pop()!);
    const typeMisses = branch.filter((i) => i.raw?.keyword === 'type' && i.raw.instancePath === P);
    const meant = branch.filter((i) => !typeMisses.includes(i));
    if (meant.length) {
      items.push(...meant);
    } else {
      const types = [...new Set(typeMisses.flatMap((i) => String(i.raw!.params.type).split(',')))].map(
        (t) => TYPE_WORDS[t] ?? t,
      );
      const parent = e.parentSchema as { description?: string } | undefined;
      const what = parent?.description ? `; ${parent.description}` : '';
      items.push({ pointer: P, message: `must be ${types.join(' or ')} (found ${jsonType(e.data)})${what}` });
    }
  }
  const seen = new Set<string>();
  return items
    .map(({ raw: _raw, ...f }) => f)
    .filter((f) => {
      const k = `${f.pointer}\u0000${f.message}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}
