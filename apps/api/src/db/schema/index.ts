export * from './auth';
export * from './events';
export * from './system';
export * from './users';
export * from './videos';
export * from './practice';
export * from './community';
export * from './classes';
