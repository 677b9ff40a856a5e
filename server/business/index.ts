// The business routes (docs/gateway-business.md): registered by the core after its own routes.
import type { RouteDef } from '../http/route';
import { partQueryRoutes } from './partQuery/routes';
import { coreReturnBillRoutes } from './coreReturnBill/routes';
import { supplierPartsRoutes } from './supplierParts/routes';
import { supplierPartsImportRoutes } from './supplierParts/import';
import { bannerRoutes } from './content/banners';
import { noticeRoutes } from './content/notices';
import { shellRoutes } from './content/shell';
import { fileRoutes } from './files/routes';
import { changeRecordRoutes } from './changeRecords/routes';
import { claimSearchRoutes } from './claims/search';
import { partsSearchRoutes } from './searches/parts';
import { warehouseRoutes } from './searches/warehouse';
import { stockRoutes } from './searches/stock';
import { masterSearchRoutes } from './searches/masters';
import { configRoutes } from './searches/config';
import { galleryRoutes } from './gallery/routes';
import { saleOrderRoutes } from './saleOrder/routes';
import { saleOrderStepRoutes } from './saleOrder/steps';
import { repairOrderRoutes } from './repairOrders/routes';
import { claimDetailRoutes } from './claims/detail';
import { repairOrderSupplierRoutes } from './repairOrders/supplier';
import { deliveryRoutes } from './deliveries/routes';
import { partsReturnRoutes } from './partsReturn/routes';
import { retailOrderRoutes } from './retailOrder/routes';
import { ticketRoutes } from './tickets/routes';
import { facilitatorRoutes } from './facilitator/routes';
import { vehicleRoutes } from './vehicles/routes';
import { epcRoutes } from './epc/page';
import { epcCatalogueRoutes } from './epc/catalogue';

export const businessRoutes: RouteDef[] = [
  ...partQueryRoutes,
  ...coreReturnBillRoutes,
  ...supplierPartsRoutes,
  ...supplierPartsImportRoutes,
  ...bannerRoutes,
  ...noticeRoutes,
  ...shellRoutes,
  ...fileRoutes,
  ...changeRecordRoutes,
  ...claimSearchRoutes,
  ...partsSearchRoutes,
  ...warehouseRoutes,
  ...stockRoutes,
  ...masterSearchRoutes,
  ...configRoutes,
  ...galleryRoutes,
  ...saleOrderRoutes,
  ...saleOrderStepRoutes,
  ...repairOrderRoutes,
  ...claimDetailRoutes,
  ...repairOrderSupplierRoutes,
  ...deliveryRoutes,
  ...partsReturnRoutes,
  ...retailOrderRoutes,
  ...ticketRoutes,
  ...facilitatorRoutes,
  ...vehicleRoutes,
  ...epcRoutes,
  ...epcCatalogueRoutes,
];
