/**
 * /test/terrace-planner (002 §2.12), the terrace plugin's page (slot `frontend.page`,
 * loaded when opened): the inputs with the defaults of §9, the preset
 * outlines, and the plan the server computes (POST /api/terrace-planner,
 * plugins/terrace/plan.py): statistics and an SVG drawing. The presets and defaults
 * come from the server too (GET /api/terrace-planner), so there is one list of each.
 */
import { ApiError, formatNumber, injectStyles, useApi, useConfig } from '@tresen/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { TERRACE_CSS } from './styles';
import { TERRACE_TEXTS as T } from './texts';

injectStyles('terrace', TERRACE_CSS);

type Point = [number, number];
interface Preset {
  name: string;
  outline: Point[];
}
interface Planner {
  presets: Preset[];
  defaults: Record<string, number | number[] | string>;
}
interface Piece {
  corners: Point[];
  length: number;
  /** mm; narrower than the board's when ripped lengthwise */
  width: number;
  ripped: boolean;
  board: number;
  fromOffcut: boolean;
}
interface Cutting {
  bought: { length: number; count: number }[];
  boughtLength: number;
  usedLength: number;
  kept: number[];
  discarded: number[];
  /** the pieces ripped lengthwise, per width (their count and length in all, mm) */
  ripped: { width: number; count: number; length: number }[];
  /** m², the strips ripped off (waste, in wasteLength too) */
  rippedOff: number;
  wasteLength: number;
  wastePercent: number;
}
export interface Plan {
  area: number;
  covered: number;
  /** m², the gaps and along the edges what is narrower than minRip or shorter than minRipLength */
  uncovered: number;
  /** mm, the narrowest a board is ripped to */
  minRip: number;
  /** mm, the shortest ripped piece laid (the clear span between two joists) */
  minRipLength: number;
  rows: number;
  boards: Piece[];
  boardCutting: Cutting;
  boardVolume: number;
  joists: Piece[];
  joistCutting: Cutting;
}

/** The texts that are plain strings (the inputs' labels among them). */
type Label = { [K in keyof typeof T]: (typeof T)[K] extends string ? K : never }[keyof typeof T];

const NUMBERS = ['height', 'boardWidth', 'boardThickness', 'minOffcut', 'rotation', 'gap', 'subWidth', 'subThickness', 'subSpacing', 'sawBlade'] as const;
/** The inputs as typed (text: German decimals, lists of lengths, one point per line). */
type Values = Record<(typeof NUMBERS)[number] | 'outline' | 'boardLengths' | 'subLengths' | 'algorithm', string>;

const number = (text: string) => Number(text.trim().replace(',', '.'));
const mm = (value: number) => `${formatNumber(value)} mm`;
const metres = (value: number) => `${formatNumber(value / 1000, 2)} m`;

export function outlineText(points: Point[]): string {
  return points.map(([x, y]) => `${x}, ${y}`).join('\n');
}

/** "x, y" per line → points; null when a line is not two numbers or fewer than three. */
export function parseOutline(text: string): Point[] | null {
  const points: Point[] = [];
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const parts = line.split(/[;,\s]+/).filter(Boolean).map(number);
    if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
    points.push([parts[0], parts[1]]);
  }
  return points.length >= 3 ? points : null;
}

function parseLengths(text: string): number[] | null {
  const lengths = text.split(/[;\s]+|,\s+/).filter(Boolean).map(number);
  return lengths.length && lengths.every(Number.isFinite) ? lengths : null;
}

function initialValues(planner: Planner): Values {
  const text = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v ?? ''));
  const values = { outline: outlineText(planner.presets[0]?.outline ?? []) } as Values;
  for (const key of [...NUMBERS, 'boardLengths', 'subLengths', 'algorithm'] as const) values[key] = text(planner.defaults[key]);
  return values;
}

/** The server's field paths (outline[2][1], boardLengths[0]) → the input they concern. */
const inputOf = (field: string | null | undefined) => (field ?? '').split('[')[0] as keyof Values;

function Input({ label, error, register, wide }: { label: string; error?: string; register: UseFormRegisterReturn; wide?: boolean }) {
  const id = useId();
  return (
    <div className={`t-field ${wide ? 't-terrace__wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className="t-input" inputMode={wide ? 'text' : 'decimal'} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register} />
      {error && <p id={`${id}-error`} className="t-terrace__error">{error}</p>}
    </div>
  );
}

function Drawing({ plan, outline }: { plan: Plan; outline: Point[] }) {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const width = Math.max(...xs) - Math.min(...xs);
  const height = Math.max(...ys) - Math.min(...ys);
  const pad = Math.max(width, height) * 0.04;
  const box = [Math.min(...xs) - pad, Math.min(...ys) - pad, width + 2 * pad, height + 2 * pad];
  const points = (corners: Point[]) => corners.map(([x, y]) => `${x},${y}`).join(' ');
  // Ripped boards are hatched: lines a fixed share of the drawing apart, at any size.
  const hatch = Math.max(width, height) / 160;
  return (
    <svg className="t-terrace__svg" viewBox={box.join(' ')} role="img" aria-label={T.drawing} data-testid="terrace-drawing">
      <defs>
        <pattern id="terrace-ripped" patternUnits="userSpaceOnUse" width={hatch} height={hatch} patternTransform="rotate(45)">
          <rect className="hatch-ground" width={hatch} height={hatch} />
          <line className="hatch-line" x1="0" y1="0" x2="0" y2={hatch} strokeWidth={hatch / 2.5} />
        </pattern>
      </defs>
      <polygon className="outline" points={points(outline)} />
      {plan.joists.map((joist, i) => (
        <polygon key={`j${i}`} className="joist" points={points(joist.corners)} />
      ))}
      {plan.boards.map((board, i) => (
        <polygon key={`b${i}`} className={`board${board.fromOffcut ? ' board--offcut' : ''}${board.ripped ? ' board--ripped' : ''}`} points={points(board.corners)}>
          <title>{`${mm(board.length)}${board.ripped ? `, ${T.rippedTo(mm(board.width))}` : ''}${board.fromOffcut ? `, ${T.fromOffcut}` : ''}`}</title>
        </polygon>
      ))}
    </svg>
  );
}

function CuttingStats({ title, cutting, ripping }: { title: string; cutting: Cutting; ripping?: boolean }) {
  return (
    <>
      <h3>{title}</h3>
      <dl className="t-terrace__stats">
        <dt>{T.bought}</dt>
        <dd data-stat={`${title}-bought`}>{cutting.bought.map((b) => `${b.count} × ${mm(b.length)}`).join(', ')}</dd>
        <dt>{T.totalLength}</dt>
        <dd data-stat={`${title}-length`}>{metres(cutting.boughtLength)}</dd>
        <dt>{T.waste}</dt>
        <dd data-stat={`${title}-waste`}>{`${metres(cutting.wasteLength)} (${formatNumber(cutting.wastePercent, 1)} %)`}</dd>
        <dt>{T.kept}</dt>
        <dd data-stat={`${title}-kept`}>{cutting.kept.length ? cutting.kept.map(mm).join(', ') : T.none}</dd>
        {ripping && (
          <>
            <dt>{T.ripped}</dt>
            <dd data-stat={`${title}-ripped`}>{cutting.ripped.length ? cutting.ripped.map((r) => `${r.count} × ${T.wide(mm(r.width))} (${metres(r.length)})`).join(', ') : T.none}</dd>
            <dt>{T.rippedOff}</dt>
            <dd data-stat={`${title}-ripped-off`}>{`${formatNumber(cutting.rippedOff, 2)} m²`}</dd>
          </>
        )}
      </dl>
    </>
  );
}

function Result({ plan, outline }: { plan: Plan; outline: Point[] }) {
  return (
    <section className="t-card t-terrace__form" aria-labelledby="terrace-result" data-testid="terrace-result">
      <h2 id="terrace-result">{T.result}</h2>
      <Drawing plan={plan} outline={outline} />
      <ul className="t-terrace__legend">
        <li>
          <span className="t-terrace__swatch t-terrace__swatch--board" />
          {T.legendBoard}
        </li>
        <li>
          <span className="t-terrace__swatch t-terrace__swatch--offcut" />
          {T.legendOffcut}
        </li>
        <li>
          <span className="t-terrace__swatch t-terrace__swatch--ripped" />
          {T.legendRipped}
        </li>
        <li>
          <span className="t-terrace__swatch t-terrace__swatch--joist" />
          {T.legendJoist}
        </li>
      </ul>
      <dl className="t-terrace__stats">
        <dt>{T.area}</dt>
        <dd data-stat="area">{`${formatNumber(plan.area, 2)} m²`}</dd>
        <dt>{T.covered}</dt>
        <dd data-stat="covered">{`${formatNumber(plan.covered, 2)} m²`}</dd>
        <dt>{T.uncovered(mm(plan.minRip), mm(plan.minRipLength))}</dt>
        <dd data-stat="uncovered">{`${formatNumber(plan.uncovered, 2)} m²`}</dd>
        <dt>{T.rows}</dt>
        <dd data-stat="rows">{formatNumber(plan.rows)}</dd>
        <dt>{T.volume}</dt>
        <dd data-stat="volume">{`${formatNumber(plan.boardVolume, 3)} m³`}</dd>
      </dl>
      <CuttingStats title={T.boards} cutting={plan.boardCutting} ripping />
      <CuttingStats title={T.joists} cutting={plan.joistCutting} />
    </section>
  );
}

function PlannerForm({ planner }: { planner: Planner }) {
  const api = useApi();
  const { register, setError, formState, handleSubmit, setValue } = useForm<Values>({ defaultValues: initialValues(planner) });
  // The last plan stays drawn while a new one is computed or refused.
  const [drawn, setDrawn] = useState<{ plan: Plan; outline: Point[] } | null>(null);
  const calculate = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<Plan>('/api/terrace-planner', body, { record: false }),
  });

  const submit = handleSubmit((values) => {
    const outline = parseOutline(values.outline);
    const boardLengths = parseLengths(values.boardLengths);
    const subLengths = parseLengths(values.subLengths);
    if (!outline) setError('outline', { message: T.badOutline });
    if (!boardLengths) setError('boardLengths', { message: T.badLengths });
    if (!subLengths) setError('subLengths', { message: T.badLengths });
    if (!outline || !boardLengths || !subLengths) return;
    const body: Record<string, unknown> = { outline, boardLengths, subLengths, algorithm: values.algorithm };
    for (const key of NUMBERS) body[key] = number(values[key]);
    calculate.mutate(body, {
      onSuccess: (plan) => setDrawn({ plan, outline }),
      onError: (error) => {
        for (const e of error instanceof ApiError ? error.errors : []) {
          const input = inputOf(e.field);
          if (input in values) setError(input, { message: e.message });
        }
      },
    });
  });

  // Once, with the first preset: the page opens with a plan drawn.
  useEffect(() => {
    void submit();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const error = (key: keyof Values) => formState.errors[key]?.message;
  const field = (key: keyof Values, wide = false) => <Input label={T[key as Label]} error={error(key)} register={register(key)} wide={wide} />;
  const failed = calculate.isError && !(calculate.error instanceof ApiError && calculate.error.errors.some((e) => e.field));

  return (
    <>
      <form className="t-card t-terrace__form" onSubmit={submit} noValidate aria-busy={calculate.isPending} data-testid="terrace-form">
        <fieldset>
          <legend>{T.presets}</legend>
          <div className="t-terrace__presets">
            {planner.presets.map((preset) => (
              <button
                key={preset.name}
                type="button"
                className="t-terrace__chip"
                onClick={() => {
                  setValue('outline', outlineText(preset.outline));
                  void submit();
                }}
              >
                {preset.name}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{T.deck}</legend>
          <div className="t-field">
            <label htmlFor="terrace-outline">{T.outline}</label>
            <textarea id="terrace-outline" className="t-textarea" rows={6} aria-invalid={error('outline') ? true : undefined} aria-describedby={error('outline') ? 'terrace-outline-error' : undefined} {...register('outline')} />
            {error('outline') && (
              <p id="terrace-outline-error" className="t-terrace__error">
                {error('outline')}
              </p>
            )}
          </div>
          {field('boardLengths', true)}
          <div className="t-terrace__pair">
            {field('boardWidth')}
            {field('boardThickness')}
            {field('gap')}
            {field('rotation')}
            {field('height')}
          </div>
        </fieldset>
        <fieldset>
          <legend>{T.substructure}</legend>
          {field('subLengths', true)}
          <div className="t-terrace__pair">
            {field('subWidth')}
            {field('subThickness')}
            {field('subSpacing')}
          </div>
        </fieldset>
        <fieldset>
          <legend>{T.cutting}</legend>
          <div className="t-terrace__pair">
            {field('minOffcut')}
            {field('sawBlade')}
          </div>
          <div className="t-field">
            <label htmlFor="terrace-algorithm">{T.algorithm}</label>
            <select id="terrace-algorithm" className="t-select" {...register('algorithm')}>
              <option value="leastWaste">{T.leastWaste}</option>
            </select>
          </div>
        </fieldset>
        {failed && (
          <p className="t-terrace__error" role="alert">
            {T.failed}
          </p>
        )}
        <button type="submit" className="t-button t-button--block" disabled={calculate.isPending}>
          {calculate.isPending ? T.calculating : T.calculate}
        </button>
      </form>
      {drawn && <Result plan={drawn.plan} outline={drawn.outline} />}
    </>
  );
}

/** The page title as the shell sets it: 'Terrassenplaner - <shop>'. */
function useDocumentTitle(prefix: string): void {
  const config = useConfig();
  const base = config.seoTitle || config.title || config.shopName || '';
  useEffect(() => {
    document.title = base ? `${prefix} - ${base}` : prefix;
  }, [prefix, base]);
}

export default function TerracePlanner() {
  useDocumentTitle(T.title);
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['api', '/api/terrace-planner'],
    queryFn: () => api.get<Planner>('/api/terrace-planner', { record: false }),
    staleTime: 5 * 60_000,
  });
  return (
    <article className="t-site t-terrace-page" data-testid="terrace-planner">
      <h1>{T.title}</h1>
      <p className="t-hero__lead">{T.lead}</p>
      <div className="t-terrace">{data && <PlannerForm planner={data} />}</div>
    </article>
  );
}
