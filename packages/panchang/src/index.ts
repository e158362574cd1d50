export * from './day';
export * from './names';
export { lahiriAyanamsa, nextCrossing, sunSidereal, moonSidereal, type Place } from './sky';
export * from './zoned-time';
export * from './festivals';
export * from './timings';
export * from './parana';
export * from './regions';
export * from './solar';
