import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RestFailure } from './rest-error';
import { parseColumnList, parseCount, parseFilterExpression, parseOrder, parseSelect } from './query-syntax';

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof RestFailure) return error.error;
    throw error;
  }
  throw new Error('expected a RestFailure');
};

/** Writes a list element the way a client must quote it inside `in.(...)`. */
const quoteListElement = (value: string): string => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

describe('filters', () => {
  it('reads each comparison operator with its value verbatim', () => {
    for (const op of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const)
      expect(parseFilterExpression(`${op}.a.b,c`)).toEqual({ negated: false, op, value: 'a.b,c' });
  });

  it('reads not. as a negation of the operator that follows', () => {
    expect(parseFilterExpression('not.eq.5')).toEqual({ negated: true, op: 'eq', value: '5' });
    expect(parseFilterExpression('not.is.null')).toEqual({ negated: true, op: 'is', value: 'null' });
  });

  it('reads is. with null, true, false and unknown in any case', () => {
    expect(parseFilterExpression('is.NULL')).toEqual({ negated: false, op: 'is', value: 'null' });
    expect(parseFilterExpression('is.True')).toEqual({ negated: false, op: 'is', value: 'true' });
    expect(parseFilterExpression('is.false').op).toBe('is');
    expect(parseFilterExpression('is.unknown')).toMatchObject({ value: 'unknown' });
  });

  it('reads in.() lists with quoted elements holding commas, parentheses and quotes', () => {
    expect(parseFilterExpression('in.(a,b,"c,d")')).toEqual({ negated: false, op: 'in', values: ['a', 'b', 'c,d'] });
    expect(parseFilterExpression('in.("x)y","say \\"hi\\"")')).toMatchObject({ values: ['x)y', 'say "hi"'] });
    expect(parseFilterExpression('in.()')).toMatchObject({ values: [] });
  });

  it('reads a quote not followed by , or ) as part of an unquoted element, as PostgREST does', () => {
    // postgrest-js quotes such values without escaping the quotes inside them.
    expect(parseFilterExpression('in.(""; DROP TABLE x; --",cs_b)')).toMatchObject({ values: ['""; DROP TABLE x; --"', 'cs_b'] });
    expect(parseFilterExpression('in.("open)')).toMatchObject({ values: ['"open'] });
  });

  it('refuses an unknown operator as PostgREST does', () => {
    const error = failureOf(() => parseFilterExpression('noop.0'));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      code: 'PGRST100',
      message: '"failed to parse filter (noop.0)" (line 1, column 6)',
      details: 'unknown single value operator noop',
      hint: null,
    });
  });

  it('refuses a value without an operator, a bad is. value and a broken in. list', () => {
    for (const bad of ['5', 'is.maybe', 'in.(a', 'in.a,b', 'in.(a)b', 'like.x%', 'not.5'])
      expect(failureOf(() => parseFilterExpression(bad)).body.code).toBe('PGRST100');
  });

  it('an eq. value comes back exactly as written', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (value) => {
      expect(parseFilterExpression(`eq.${value}`)).toEqual({ negated: false, op: 'eq', value });
    }));
  });

  it('quoted in. list elements round-trip whatever they contain', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }), (values) => {
        const parsed = parseFilterExpression(`in.(${values.map(quoteListElement).join(',')})`);
        expect(parsed).toEqual({ negated: false, op: 'in', values });
      }),
    );
  });
});

describe('select, order and column lists', () => {
  it('reads columns and stars, trimming spaces around names', () => {
    expect(parseSelect('id, email ,*')).toEqual([
      { kind: 'column', name: 'id' },
      { kind: 'column', name: 'email' },
      { kind: 'star' },
    ]);
    expect(parseSelect('"odd name"')).toEqual([{ kind: 'column', name: 'odd name' }]);
  });

  it('refuses embedding, casts and aliases in a select', () => {
    for (const bad of ['id,profiles(*)', 'id::text', 'a:id', 'id;drop', '', 'id,'])
      expect(failureOf(() => parseSelect(bad)).body.code).toBe('PGRST100');
  });

  it('reads order terms with direction and nulls placement', () => {
    expect(parseOrder('created_at.desc.nullslast,id')).toEqual([
      { column: 'created_at', direction: 'desc', nulls: 'last' },
      { column: 'id', direction: null, nulls: null },
    ]);
    expect(parseOrder('id.nullsfirst')).toEqual([{ column: 'id', direction: null, nulls: 'first' }]);
  });

  it('refuses a misspelt order modifier with PostgREST-style expectations', () => {
    const error = failureOf(() => parseOrder('id.ac'));
    expect(error.body.message).toBe('"failed to parse order (id.ac)" (line 1, column 4)');
    expect(error.body.details).toBe('unexpected "a" expecting "asc", "desc", "nullsfirst" or "nullslast"');
    for (const bad of ['id.desc.asc', 'id.asc;drop table x', 'id)', 'id.nullslast.desc'])
      expect(failureOf(() => parseOrder(bad)).body.code).toBe('PGRST100');
  });

  it('reads quoted column lists as postgrest-js sends them', () => {
    expect(parseColumnList('"session_id","role", content', 'columns parameter')).toEqual(['session_id', 'role', 'content']);
  });

  it('reads limit and offset as whole numbers only', () => {
    expect(parseCount('10', 'limit')).toBe(10);
    for (const bad of ['-1', '1.5', 'ten', '1;', ''])
      expect(failureOf(() => parseCount(bad, 'offset')).body.code).toBe('PGRST100');
  });
});
