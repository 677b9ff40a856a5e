// The parts-catalogue (EPC) frame's message (000 §2): a key of length 16, the token, issuer 'sp', sap_code.
export const EPC_KEY_LENGTH = 16;
export const EPC_SRC = '/epc/index.html';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function epcKey(random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < EPC_KEY_LENGTH; i++) out += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return out;
}

export interface EpcMessage {
  key: string;
  token: string;
  issuer: 'sp';
  sap_code: string;
}

export const epcMessage = (token: string, loginName: string, key = epcKey()): EpcMessage => ({ key, token, issuer: 'sp', sap_code: loginName });
