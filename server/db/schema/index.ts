export * from './accounts';
export * from './catalog';
export * from './commerce';
export * from './geography';
export * from './sellers';
export * from './skus';
export * from './orders';
export * from './workflow';
