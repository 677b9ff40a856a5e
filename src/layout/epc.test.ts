import { describe, expect, it } from 'vitest';
import { epcKey, epcMessage } from './epc';

describe('EPC message', () => {
  it('holds a 16-character key, the token, issuer sp and the login name as sap_code', () => {
    const m = epcMessage('tok', 'sp01');
    expect(m.key).toHaveLength(16);
    expect(m).toMatchObject({ token: 'tok', issuer: 'sp', sap_code: 'sp01' });
    expect(epcKey()).not.toBe(epcKey());
  });
});
