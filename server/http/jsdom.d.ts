// The part of jsdom the gateway uses (server/http/sanitize.ts): jsdom ships no types and @types/jsdom is not a
// dependency.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis;
  }
}
