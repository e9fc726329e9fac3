export * from './endpoint';
export * from './catalogue';
export * from './registration';
