/** Dates and times of the appointment picker (pure, unit-tested). */

export const APPOINTMENT_TEXTS = {
  appointment: 'Termin',
  date: 'Datum',
  time: 'Uhrzeit',
  chooseDate: 'Datum wählen',
  asap: 'So schnell wie möglich',
  none: 'Keine Angabe',
  today: 'Heute',
  tomorrow: 'Morgen',
  chooseTime: 'Bitte Uhrzeit wählen',
  oclock: 'Uhr',
};

const STEP = 5 * 60_000;
const GAP = 15 * 60_000;

export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
export const fromIsoDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** Every 5 minutes inside the server's 15-minute slots (the last slot of a stretch alone). */
export function fiveMinuteTimes(slots: string[]): string[] {
  const times = slots.map((s) => new Date(s).getTime()).filter((t) => !Number.isNaN(t));
  const result: string[] = [];
  times.forEach((t, i) => {
    result.push(new Date(t).toISOString());
    if (times[i + 1] === t + GAP) for (let k = STEP; k < GAP; k += STEP) result.push(new Date(t + k).toISOString());
  });
  return result;
}

/** 'Heute', 'Morgen' or DD.MM.YYYY for a branch-local date. */
export function dayLabel(day: string, today: string, tomorrow: string): string {
  if (day === today) return APPOINTMENT_TEXTS.today;
  if (day === tomorrow) return APPOINTMENT_TEXTS.tomorrow;
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

