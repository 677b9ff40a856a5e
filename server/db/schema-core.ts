export interface CoreTables {}
