/**
 * Section 5, the appointment (001 §2, §5, §9): a German date picker limited to the dates
 * with free slots (past days disabled), a time picker in 5-minute steps within the slots
 * of that day, 'So schnell wie möglich' when the branch takes orders now, and the warning
 * 'Zum ausgewählten Tag sind keine Termine verfügbar.'. The value is the ISO time, or ''
 * for none.
 */
import { useApi, type Branch, type OrderType } from '@tresen/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale';
import dayPickerCss from 'react-day-picker/style.css';
import { injectStyles } from '../styles/inject';
import { Dialog } from '../ui/Dialog';
import { Icon } from '../ui/Icons';
import { MESSAGES } from './form';
import { APPOINTMENT_TEXTS as TEXTS, dayLabel, fiveMinuteTimes, fromIsoDay, isoDay } from './slots';

injectStyles('day-picker', dayPickerCss);


export interface AppointmentProps {
  branch: Branch;
  type: OrderType;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Whether 'So schnell wie möglich' (no appointment) is offered. */
  asapAllowed: boolean;
  inputRef?: (element: HTMLButtonElement | null) => void;
}

export function Appointment({ branch, type, value, onChange, error, asapAllowed, inputRef }: AppointmentProps) {
  const api = useApi();
  const tz = (branch.timezone as string | undefined) || 'Europe/Vienna';
  const local = (at: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('de-DE', { timeZone: tz, ...options }).format(at);
  const localDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const today = localDay(new Date());
  const tomorrow = localDay(new Date(Date.now() + 86_400_000));
  const dates = useQuery({
    queryKey: ['slots', branch.id, type],
    queryFn: () => api.get<{ dates: string[] }>(`/api/branches/${branch.id}/slots`, { params: { type }, record: false }),
    staleTime: 60_000,
  });
  const available = useMemo(() => new Set(dates.data?.dates ?? []), [dates.data]);
  const [day, setDay] = useState<string>(() => (value ? localDay(new Date(value)) : today));
  useEffect(() => {
    // Start on the first day with slots when today has none.
    if (!value && dates.data && !available.has(day) && dates.data.dates[0]) setDay(dates.data.dates[0]);
  }, [dates.data, available, day, value]);
  const slots = useQuery({
    queryKey: ['slots', branch.id, type, day],
    queryFn: () => api.get<{ asap: boolean; slots: string[] }>(`/api/branches/${branch.id}/slots`, { params: { type, date: day }, record: false }),
    staleTime: 60_000,
  });
  const times = useMemo(() => fiveMinuteTimes(slots.data?.slots ?? []), [slots.data]);
  const asap = asapAllowed && day === today;
  const [picking, setPicking] = useState(false);
  const ids = { day: useId(), time: useId(), error: useId() };

  const summary = value
    ? `${dayLabel(localDay(new Date(value)), today, tomorrow)}, ${local(new Date(value), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} ${TEXTS.oclock}`
    : asapAllowed
      ? TEXTS.asap
      : TEXTS.none;
  const noSlots = slots.data && !slots.data.slots.length && !asap;

  function chooseDay(next: string) {
    setDay(next);
    setPicking(false);
    onChange('');
  }

  return (
    <div className="t-appointment" data-testid="tresen-appointment">
      <p className="t-appointment__summary" aria-live="polite">
        <Icon name="clock" /> <span data-testid="tresen-appointment-label">{summary}</span>
      </p>
      <div className="t-appointment__pickers">
        <div className="t-field">
          <label htmlFor={ids.day}>{TEXTS.date}</label>
          <button
            id={ids.day}
            ref={inputRef}
            type="button"
            className="t-input t-appointment__day"
            aria-haspopup="dialog"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onClick={() => setPicking(true)}
            data-testid="tresen-appointment-day"
          >
            <Icon name="calendar" />
            {dayLabel(day, today, tomorrow)}
          </button>
        </div>
        <div className="t-field">
          <label htmlFor={ids.time}>{TEXTS.time}</label>
          <select
            id={ids.time}
            className="t-select"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => onChange(event.target.value)}
            data-testid="tresen-appointment-time"
          >
            {asap ? <option value="">{TEXTS.asap}</option> : <option value="">{times.length ? TEXTS.chooseTime : TEXTS.none}</option>}
            {times.map((time) => (
              <option key={time} value={time}>
                {local(new Date(time), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} {TEXTS.oclock}
              </option>
            ))}
          </select>
        </div>
      </div>
      {noSlots && (
        <p className="t-alert t-alert--warning" role="status">
          {MESSAGES.noSlots}
        </p>
      )}
      {error && (
        <p className="t-error" id={ids.error} role="alert">
          {error}
        </p>
      )}
      {picking && (
        <Dialog title={TEXTS.chooseDate} onClose={() => setPicking(false)} testId="tresen-date-picker" className="t-dialog--calendar">
          <DayPicker
            mode="single"
            locale={de}
            weekStartsOn={1}
            selected={fromIsoDay(day)}
            defaultMonth={fromIsoDay(day)}
            startMonth={fromIsoDay(today)}
            endMonth={dates.data?.dates.length ? fromIsoDay(dates.data.dates[dates.data.dates.length - 1]) : undefined}
            disabled={[{ before: fromIsoDay(today) }, (date: Date) => !available.has(isoDay(date))]}
            onSelect={(date) => date && chooseDay(isoDay(date))}
          />
        </Dialog>
      )}
    </div>
  );
}
