// The meta-schemas compiled ahead of time (scripts/vite-playground-save.ts playgroundValidators).
declare module 'virtual:meta-validators' {
  type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
  export const calls: Validate;
  export const picker: Validate;
  export const page: Validate;
  export const form: Validate;
  export const detail: Validate;
  export const menu: Validate;
}
