// The parts-catalogue (EPC) frame's message (000 §2): an encrypted key, the token, issuer 'sp', sap_code. The key
// is the gateway's (call frame.key: AES-256-GCM of the work number, the user and the times, 5 minutes), which the
// catalogue page verifies (POST /frame/key/verify/V1.0); it is longer than the legacy 16 characters, which could
// not carry who it is for and a tag (docs/decisions.md "Frame keys").
export const EPC_SRC = '/epc/index.html';

export interface EpcMessage {
  key: string;
  token: string;
  issuer: 'sp';
  sap_code: string;
}

export const epcMessage = (key: string, token: string, loginName: string): EpcMessage => ({
  key,
  token,
  issuer: 'sp',
  sap_code: loginName,
});

/** The key of a frame.key answer ('' when there is none: nothing is posted then). */
export const epcKeyOf = (answer: { data?: { key?: unknown } } | null | undefined): string =>
  typeof answer?.data?.key === 'string' ? answer.data.key : '';

/** The frame's own origin, the postMessage target (never '*'): the origin of EPC_SRC against the portal's address. */
export const epcOrigin = (base: string, src = EPC_SRC): string => new URL(src, base).origin;
