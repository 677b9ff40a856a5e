// route(): a route's input types come from its JSON schemas (json-schema-to-ts). `npm run typecheck` checks the
// type assertions here (expectTypeOf and @ts-expect-error fail the typecheck when the typing breaks); the
// runtime part checks that route() hands registerRoutes the definition unchanged.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { route, type InputOf } from './route';
import { idParams, pagingProps, str, object, idList } from './schema';

describe('route() types the input from the schemas', () => {
  it('body, query and params get the schema types; no schema reads as unknown', () => {
    const def = route({
      method: 'POST',
      host: 'gateway',
      path: '/x/:id',
      permission: '/x',
      body: {
        type: 'object',
        required: ['name'],
        properties: { ...pagingProps, name: str(64, 1), kind: { enum: ['A', 'B'] }, ids: idList(10) },
      },
      query: object({ q: str(10) }, ['q']),
      params: idParams(),
      async handler({ body, query, params }) {
        expectTypeOf(body.name).toEqualTypeOf<string>();
        expectTypeOf(body.size).toEqualTypeOf<number | undefined>();
        expectTypeOf(body.kind).toEqualTypeOf<'A' | 'B' | undefined>();
        expectTypeOf(body.ids).toEqualTypeOf<string[] | undefined>();
        expectTypeOf(query.q).toEqualTypeOf<string>();
        expectTypeOf(params.id).toEqualTypeOf<string>();
        // @ts-expect-error a field the schema does not declare is unknown, not a string
        const undeclared: string = body.other;
        return undeclared;
      },
    });
    expect(def.path).toBe('/x/:id');
    expect(def.body).toMatchObject({ required: ['name'] });

    route({
      method: 'GET',
      host: 'gateway',
      path: '/y',
      permission: '/y',
      async handler({ body, query }) {
        expectTypeOf(body).toEqualTypeOf<unknown>();
        expectTypeOf(query).toEqualTypeOf<unknown>();
        return null;
      },
    });
  });

  it('a schema with defaults: the defaulted fields are present after validation (Ajv useDefaults)', () => {
    const schema = object({ size: { type: 'integer', default: 10 }, name: str(5) });
    expectTypeOf<InputOf<typeof schema>['size']>().toEqualTypeOf<number>();
    expectTypeOf<InputOf<typeof schema>['name']>().toEqualTypeOf<string | undefined>();
    expect(schema.properties.size.default).toBe(10);
  });
});
