import { describe, expect, it } from 'vitest';
import { epcKeyOf, epcMessage } from './epc';

describe('EPC message', () => {
  it('holds the gateway\'s encrypted key, the token, issuer sp and the login name as sap_code', () => {
    expect(epcMessage('ENC-KEY', 'tok', 'sp01')).toEqual({ key: 'ENC-KEY', token: 'tok', issuer: 'sp', sap_code: 'sp01' });
    expect(epcKeyOf({ data: { key: 'ENC-KEY' } })).toBe('ENC-KEY');
    expect(epcKeyOf({ data: {} })).toBe('');
    expect(epcKeyOf(null)).toBe('');
  });
});
