// A problem before it has a file position: the pointer, whether to point at the property name or its value,
// and the message. `offset` moves the column right inside a string value (the place in an expression).
export interface Finding {
  pointer: string;
  message: string;
  at?: 'key' | 'value';
  offset?: number;
}
