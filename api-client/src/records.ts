// The API's records alone (no client code): for type-only users such as the contract's widget
// props and Node code.
export * from './entities/products';
export * from './entities/description';
export * from './entities/applications';
export * from './entities/personalName';
export * from './entities/schedules';
export * from './entities/content';
export * from './entities/vitals';
