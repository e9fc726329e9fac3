export { orders } from './orders.tables';
export { toOrder } from './orders.mappers';
export { countOpenOrders } from './orders.queries';
export { addBusinessDays } from './business-days';
export { uploads } from './uploads.tables';
export { sourcePassages, sources } from './sources.tables';
export { orderEvidence, sourcesOfOrders, withSources } from './sources.service';
export { completeOrder, setOpenOrderStatus } from './order-fulfilment';
export { REFRESH_NEEDS_SOURCES, REFRESH_OTHER_CAMPAIGN } from './orders.service';
