// The schema ids the generic runtime uses by default (the calls of FileUpload, ImageUpload, HistoryInput,
// RegionPicker and dictionaries when a schema names none) and the search-history type of each path: read from
// schemas/meta/runtime-defaults.json, so renderers/ holds no schema id (scripts/no-schema-ids.test.ts). Pure.
import data from '../../schemas/meta/runtime-defaults.json';

export type DefaultCall = keyof typeof data.calls;

/** A widget's default call id by role (fileUpload -> file.upload). */
export const DEFAULT_CALLS: Readonly<Record<DefaultCall, string>> = data.calls;

/** Search-history types by path (001 §2, §9). */
export const DEFAULT_HISTORY_TYPES: Readonly<Record<string, string>> = data.historyTypes;
