// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { epcKeyOf, epcMessage, epcOrigin } from './epc';

describe('EPC message', () => {
  it("holds the gateway's encrypted key, the token, issuer sp and the login name as sap_code", () => {
    expect(epcMessage('ENC-KEY', 'tok', 'sp01')).toEqual({
      key: 'ENC-KEY',
      token: 'tok',
      issuer: 'sp',
      sap_code: 'sp01',
    });
    expect(epcKeyOf({ data: { key: 'ENC-KEY' } })).toBe('ENC-KEY');
    expect(epcKeyOf({ data: {} })).toBe('');
    expect(epcKeyOf(null)).toBe('');
  });
  it("is posted to the frame's own origin: its src against the portal's address, never *", () => {
    expect(epcOrigin('https://portal.example.com/#/epc')).toBe('https://portal.example.com');
    expect(epcOrigin('http://127.0.0.1:5173/#/home', 'https://epc.example.com/index.html')).toBe(
      'https://epc.example.com',
    );
    expect(epcOrigin('https://portal.example.com/')).not.toBe('*');
  });
});
