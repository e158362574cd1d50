export * from './languages';
export * from './constants';
export * from './errors';
export * from './pagination';
export * from './system';
export * from './account-constants';
export * from './auth';
export * from './events';
