// The menu entries and buttons behind the routes that several screens share (attachments, change records,
// pickers inside a document's dialogs). One list each, so a new document kind is added in one place.

/** Reading a business document: its list entry or its detail entry. */
export const DOCUMENT_READ = [
  '/partQuery', '/detail/partQuery/:id',
  '/coreReturnBill', '/detail/coreReturnBill/:id',
  '/supplierParts', '/detail/supplierPart/:id',
  '/repairTicket',
  '/claimList',
] as const;

/** Changing a business document (its attachments go with it). */
export const DOCUMENT_WRITE = [
  '/partQuery#add',
  '/coreReturnBill#add', '/coreReturnBill#edit',
  '/supplierParts#add', '/supplierParts#edit', '/detail/supplierPart/:id#opt',
  '/repairTicket#take',
] as const;

/** Creating or editing a core return bill (the bill's dialog: claim picker, return parts, freight, warehouse). */
export const RETURN_BILL_EDIT = ['/coreReturnBill#add', '/coreReturnBill#edit'] as const;

/** Dispatching a repair ticket to a service provider, first time or again. */
export const TICKET_DISPATCH = ['/repairTicket#assign', '/repairTicket#reassign'] as const;

/** The console and administration screens (their change records). */
export const ADMINISTRATION = [
  '/system/user', '/system/role', '/system/permission', '/system/provider', '/system/depart', '/system/dict',
  '/admin/userWarehouse', '/admin/roleIdentity', '/admin/branchAuthority', '/admin/tractorVehicle', '/banner',
] as const;
