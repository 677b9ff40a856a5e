// Which non-GET routes only read, and which writes are not change records by design. Shared by the change-record
// test and the access matrix (a write route must name a button); a new non-GET route is classified here.

/** Non-GET routes that only read (searches posted with a body). */
export const READS = new Set([
  'POST gateway /sys_dict/items/search/V1.0',
  'POST gateway /userWarehouse/page_list/V1.0',
  'POST gateway /roleIdentity/search/V1.0',
  'POST gateway /branchAuthority/searchUser/V1.0',
  'POST gateway /tractorVehicle/search/V1.0',
  'POST gateway /facilitator/branch/baseInfo/search/V1.0',
  'POST gateway /facilitator',
  'POST gateway /facilitator/searchEnableFacilitatorByVinOrLineIdBranch',
  'POST gateway /facilitator/find/idAndName',
  'POST gateway /facilitator/center/page/V1.0',
  'POST gateway /facilitatorBranchCompany/page/V1.0',
  'POST gateway /facilitatorUser/V1.0/page',
  'POST gateway /v1/partQuery/get_page_list',
  'POST gateway /coreReturnBill/V1.0/checkOut/claim',
  'POST gateway /coreReturnBill/V1.0/page',
  'POST gateway /supplierParts/search/V1.0',
  'POST gateway /banner/search/V1.0',
  'POST gateway /notice/search/V1.0',
  'POST gateway /claim/search/V1.0',
  'POST gateway /claim/manage/search/V1.0',
  'POST gateway /claimParts/return/search/V1.0',
  'POST gateway /partsCompany/search/V1.0',
  'POST gateway /parts/search/V1.0',
  'POST gateway /sbom/parts/search/V1.0',
  'POST gateway /faultCode/search/V1.0',
  'POST gateway /warehouse/search/V1.0',
  'POST gateway /returnOrder/V1.0/parts',
  'POST gateway /stockprice/servicenew/search/V1.0/retail/stockprice',
  'POST gateway /stockQuery/V1.0/search/parts',
  'POST gateway /supplier/search/V1.0',
  'POST gateway /ticket/part/supplier/search/V1.0',
  'POST gateway /costCenter/search/V1.0',
  'POST gateway /largeCustomer/search/V1.0',
  'POST gateway /person/search/V1.0',
  'POST gateway /claim/maintainItem/suggest/V1.0',
  'POST gateway /claim/maintainItem/search/V1.0',
  'POST gateway /v1.0/searchBranchBigAreaRegionRelation',
  'POST gateway /flagType/getFlagRule/V1.0',
  'POST gateway /ticket/search/V1.0',
  'POST gateway /branch/search/V1.0',
  'POST gateway /repairOrder/V1.0/page',
  'POST gateway /delivery/V1.0/page',
  'POST gateway /returnOrder/V1.0/page',
  'POST gateway /retailOrder/V1.0/page', // the parts return and retail order lists
  'POST gateway /gallery/configChoice/V1.0',
  'POST gateway /gallery/echo/V1.0', // check the chosen values and answer them back
  'POST gateway /frame/key/verify/V1.0', // decrypts a frame key and answers its work number: nothing is written
  'POST gateway /epc/parts/search/V1.0', // the EPC catalogue's parts search (frame key): nothing is written
  'POST gateway /v1/partQuery/replacement/confirm', // checks a chosen replacement against the SBOM, changes nothing
  'POST gateway /v1/coreReturnBill/freight/calc', // the freight and total of a return form's unsaved lines: nothing is written
  'POST gateway /saleOrder/page/V1.0',
  'POST gateway /saleOrder/quote/V1.0', // the sales order list; the amount of a form's unsaved lines
  'POST gateway /saleOrder/linePrices/V1.0', // a line's price options (priceDtos) for the quantity typed: nothing is written
]);

/** Writes that are not change records, by design (docs/gateway.md "Change records"). */
export const EXEMPT = new Set([
  'POST login /common/user/user/common_login',
  'POST login /common/user/user/login',
  'POST login /common/user/user/logout',
  'POST login /cas/login', // sessions, tickets and check codes: sign-in plumbing, not business data
  'POST login /common/user/user/refresh_token',
  'POST gateway /authorized/dp/entryLink', // token pairs, entry links: the same
  'POST gateway /v1/new/history', // the user's own search history (capped at 10 per type)
  'POST gateway /admin/schemas/reload', // rereads menus and calls' permissions from schemas/: no business row changes
]);
