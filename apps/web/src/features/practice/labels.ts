import type { Festival, Practice, PracticeUnit } from '@sangam/contracts';
import type { TFunction } from 'i18next';

/** A practice's name: ours translated by kind, or the person's own name for a custom one. */
export function practiceName(t: TFunction<'practice'>, practice: Pick<Practice, 'kind' | 'name'>): string {
  return practice.kind === 'custom' ? practice.name : t(`practices.${practice.kind}.name` as 'practices.japa.name');
}

/** "108 times", "15 minutes", "once a day". */
export function targetLabel(t: TFunction<'practice'>, target: number, unit: PracticeUnit): string {
  return unit === 'done' ? t('units.done') : t(`units.${unit}` as 'units.count', { count: target });
}

/** The festival's name: Ekadashis by their own names, sankrantis by their sign. */
export function festivalName(t: TFunction<'practice'>, festival: Festival): string {
  if (festival.id === 'ekadashi' && festival.name)
    return t(`calendar.ekadashis.${festival.name}` as 'calendar.ekadashis.kamada');
  if (festival.id === 'sankranti' && festival.name)
    return t('calendar.sankranti_of', { sign: t(`calendar.rashis.${festival.name}` as 'calendar.rashis.mesha') });
  return t(`calendar.festivals.${festival.id}` as 'calendar.festivals.diwali');
}
