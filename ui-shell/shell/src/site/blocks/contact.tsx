/** contact (branches with address, phone, e-mail and simplified hours) and contact_persons (tabs per department) of 002 §2.9/§9. */
import { useId, useState, type KeyboardEvent } from 'react';
import { asList, field, type Entity } from '../../data';
import { useApiGet, useBranches } from '../../store/queries';
import { dayName, SITE_TEXTS } from '../siteTexts';
import { SITE_CSS } from '../siteCss';
import { injectStyles as injectSiteStyles } from '../../styles/inject';
import { BlockTitle, Img, Rich, type BlockProps } from './common';

injectSiteStyles('site-blocks', SITE_CSS);

const ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Opening hours per day joined into day ranges with equal hours (002 §9: 'Montag - Freitag', 'Samstag & Sonntag'). */
export function simplifiedHours(hours: unknown): { days: string; text: string }[] {
  const byDay = new Map<string, string[]>();
  for (const slot of asList(hours)) {
    const day = field(slot, 'type');
    if (!ORDER.includes(day)) continue;
    const list = byDay.get(day) ?? [];
    if (slot.isClosed !== true && field(slot, 'from')) list.push(SITE_TEXTS.from(field(slot, 'from'), field(slot, 'to')));
    byDay.set(day, list);
  }
  const rows: { from: string; to: string; text: string }[] = [];
  for (const day of ORDER) {
    if (!byDay.has(day)) continue;
    const text = byDay.get(day)!.join(SITE_TEXTS.and) || SITE_TEXTS.closed;
    const last = rows[rows.length - 1];
    if (last && last.text === text && ORDER.indexOf(last.to) === ORDER.indexOf(day) - 1) last.to = day;
    else rows.push({ from: day, to: day, text });
  }
  return rows.map(({ from, to, text }) => {
    const span = ORDER.indexOf(to) - ORDER.indexOf(from);
    const days = span === 0 ? dayName(from) : `${dayName(from)}${span === 1 ? ' & ' : ' - '}${dayName(to)}`;
    return { days, text };
  });
}

export function Contact({ block }: BlockProps) {
  const { branches } = useBranches();
  const chosen = asList(block.branches).map((b) => b.id);
  const list = (branches as unknown as Entity[]).filter((b) => b.isPublic !== false && (!chosen.length || chosen.includes(b.id)));
  return (
    <section className="t-contact-block">
      <Img image={block.background} className="t-contact-block__bg" alt="" />
      <div className="t-contact-block__body">
        <BlockTitle block={block} />
        <Rich html={block.text} />
        <div className="t-contact-block__branches">
          {list.map((branch) => (
            <div className="t-card t-contact-block__branch" key={String(branch.id)}>
              <h3>{field(branch, 'name')}</h3>
              <address>
                {field(branch, 'street')}<br />
                {field(branch, 'zipCode')} {field(branch, 'city')}<br />
                {SITE_TEXTS.country}
                {field(branch, 'phone') && <><br /><a href={`tel:${field(branch, 'phone').replace(/[^+0-9]/g, '')}`}>{SITE_TEXTS.phone}: {field(branch, 'phone')}</a></>}
                {field(branch, 'email') && <><br /><a href={`mailto:${field(branch, 'email')}`}>{SITE_TEXTS.email}: {field(branch, 'email')}</a></>}
              </address>
              <h4>{SITE_TEXTS.hours}</h4>
              <dl className="t-hours">
                {simplifiedHours(branch.openingHours).map((row) => (
                  <div key={row.days}><dt>{row.days}</dt><dd>{row.text}</dd></div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Tabs per department (the first selected), each listing its employees. */
export function PersonTabs({ departments }: { departments: Entity[] }) {
  const [selected, setSelected] = useState(0);
  const prefix = useId();
  function onKey(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step) setSelected((i) => (i + step + departments.length) % departments.length);
  }
  const current = departments[selected];
  return (
    <>
      <div role="tablist" aria-label={SITE_TEXTS.departments} className="t-tabs" onKeyDown={onKey}>
        {departments.map((d, i) => (
          <button type="button" role="tab" key={String(d.id)} id={`${prefix}-tab-${i}`} aria-selected={i === selected} aria-controls={`${prefix}-panel`} tabIndex={i === selected ? 0 : -1} onClick={() => setSelected(i)}>
            {field(d, 'name')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${prefix}-panel`} aria-labelledby={`${prefix}-tab-${selected}`} className="t-persons">
        {asList(current?.employees).length === 0 && <p className="t-muted">{SITE_TEXTS.noPersons}</p>}
        {asList(current?.employees).map((person, i) => (
          <div className="t-person" key={i}>
            <Img image={person.image} sizes="12rem" className="t-person__image" />
            <p><strong>{field(person, 'firstName')} {field(person, 'lastName')}</strong></p>
            {field(person, 'email') && <a href={`mailto:${field(person, 'email')}`}>{field(person, 'email')}</a>}
          </div>
        ))}
      </div>
    </>
  );
}

/** The chosen departments (all with persons when none are chosen) and their public persons,
 * read from the public `/api/departments/contact-persons`. */
export function ContactPersons({ block }: BlockProps) {
  const chosen = asList(block.departments).map((d) => d.id).filter((id) => typeof id === 'number');
  const query = chosen.length ? `?departments=${chosen.join(',')}` : '';
  const { data, isPending } = useApiGet<unknown>(`/api/departments/contact-persons${query}`);
  const departments = asList(data).filter((d) => field(d, 'name'));
  return (
    <section className="t-text-block t-contact-persons" aria-busy={isPending}>
      <BlockTitle block={block} />
      {departments.length ? <PersonTabs departments={departments} /> : !isPending && <p className="t-muted">{SITE_TEXTS.noPersons}</p>}
    </section>
  );
}
