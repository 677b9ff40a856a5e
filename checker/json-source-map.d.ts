// json-source-map ships no types; only parse is used (positions of every JSON pointer).
declare module 'json-source-map' {
  export interface Location {
    line: number;
    column: number;
    pos: number;
  }
  export interface Mapping {
    key?: Location;
    keyEnd?: Location;
    value: Location;
    valueEnd: Location;
  }
  export function parse(json: string): { data: unknown; pointers: Record<string, Mapping> };
}
