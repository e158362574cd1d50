import type { Practice, PracticeUnit } from '@sangam/contracts';
import type { TFunction } from 'i18next';

/** A practice's name: ours translated by kind, or the person's own name for a custom one. */
export function practiceName(t: TFunction<'practice'>, practice: Pick<Practice, 'kind' | 'name'>): string {
  return practice.kind === 'custom' ? practice.name : t(`practices.${practice.kind}.name` as 'practices.japa.name');
}

/** "108 times", "15 minutes", "once a day". */
export function targetLabel(t: TFunction<'practice'>, target: number, unit: PracticeUnit): string {
  return unit === 'done' ? t('units.done') : t(`units.${unit}` as 'units.count', { count: target });
}
