// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROLE_TABLE, toFrontCodes } from './roles';
import { isFacilitator, isMakerStaff, isTractorBrand, parseIdentity } from './identity';

describe('role map (000 §6)', () => {
  it('maps every code of the table', () => {
    expect(Object.keys(ROLE_TABLE)).toHaveLength(20);
    expect(toFrontCodes(['provider', 'engineer', 'center', 'customer', 'financial'])).toEqual([
      'SP',
      'WZSP',
      'CENTER',
      'BIZ',
      'FIN',
    ]);
    expect(toFrontCodes(['part_price_trade', 'temp_quality', 'vipPriceMaintenance'])).toEqual(['PPT', 'TQ', 'VPMA']);
  });
  it('ignores unknown codes, prototype names and duplicates', () => {
    expect(toFrontCodes(['nobody', 'toString', 'provider', 'provider', 'qualitFeedback'])).toEqual(['SP']);
    expect(toFrontCodes([])).toEqual([]);
  });
  it('keeps order and labels', () => {
    expect(ROLE_TABLE.provider).toMatchObject({ order: 100 });
    expect(ROLE_TABLE.customer).toMatchObject({ order: 400 });
  });
});

describe('identity rules', () => {
  it('{product} is maker staff, FACILITATOR a provider', () => {
    const maker = parseIdentity('{product}');
    const sp = parseIdentity('FACILITATOR, TRACTOR_SP');
    expect(isMakerStaff(maker)).toBe(true);
    expect(isFacilitator(maker)).toBe(false);
    expect(isFacilitator(sp)).toBe(true);
    expect(isTractorBrand(sp)).toBe(true);
    expect(parseIdentity(undefined)).toEqual([]);
  });
});
