export interface BusinessTables {}
