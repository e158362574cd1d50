import type { PanchangDay, PanchangYear } from '@sangam/contracts';
import type { Place } from '@sangam/panchang';
import { dayAnswer, yearAnswer } from './answers';

/** A computation the pool runs in a worker thread: a day's or a year's answer at a place. */
export type PanchangTask =
  | { kind: 'day'; date: string; place: Place; timeZone: string }
  | { kind: 'year'; year: number; place: Place; timeZone: string };

/** The worker's entry (piscina calls the default export with each task). */
export default function compute(task: PanchangTask): PanchangDay | PanchangYear {
  return task.kind === 'day'
    ? dayAnswer(task.date, task.place, task.timeZone)
    : yearAnswer(task.year, task.place, task.timeZone);
}
