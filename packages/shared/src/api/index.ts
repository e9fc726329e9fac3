export * from './access';
export * from './endpoint';
export * from './route-table';
export * from './route-errors';
export * from './catalogue';
export * from './registration';
