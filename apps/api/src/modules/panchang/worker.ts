import type { PanchangDay, PanchangMonth, PanchangYear } from '@sangam/contracts';
import type { Place } from '@sangam/panchang';
import { dayAnswer, monthAnswer, yearAnswer } from './answers';

/** A computation the pool runs in a worker thread: a day's, a month's or a year's answer at a place. */
export type PanchangTask =
  | { kind: 'day'; date: string; place: Place; timeZone: string }
  | { kind: 'month'; year: number; month: number; place: Place; timeZone: string }
  | { kind: 'year'; year: number; place: Place; timeZone: string };

/** The worker's entry (piscina calls the default export with each task). */
export default function compute(task: PanchangTask): PanchangDay | PanchangMonth | PanchangYear {
  switch (task.kind) {
    case 'day':
      return dayAnswer(task.date, task.place, task.timeZone);
    case 'month':
      return monthAnswer(task.year, task.month, task.place, task.timeZone);
    case 'year':
      return yearAnswer(task.year, task.place, task.timeZone);
  }
}
