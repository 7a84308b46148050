// The fairness verifier of /fairness: a round checked in the browser, no
// account needed, in one of three ways (choice tabs): from its seeds (any
// in-house game, a room's draw), from its record as the games return it (the
// whole proof of My bets: verdict, seeds, the steps with the round's numbers,
// what was compared), or a live crash round from its hash and the table's
// salt. What was typed stays when the tabs change and when a check fails;
// each problem shows under its field. The arithmetic (verify.ts, the SDK's
// engine) and the record's proof load on the first check.
import { IN_HOUSE_GAMES, type InHouseGame } from '@casino/sdk';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { type MessageKey, useI18n } from '../../../../i18n/i18n.tsx';
import { useNumber } from '../../../../shared/domain/money.ts';
import { ChoiceTabs } from '../../../../shared/ui/choice-tabs.tsx';
import { Field, FormError, TextAreaField, useSubmit } from '../../../../shared/ui/forms.tsx';
import type {
  CrashField,
  CrashResult,
  Problem,
  RecordsResult,
  SeedsField,
  SeedsForm,
  SeedsResult,
} from '../verify.ts';
import { Chips, LongValue, ProofFacts, Verdict } from './proof.tsx';
import { listedOf, phrases } from './round-summary.ts';
import './proof.css';
import './verifier.css';

const VerifiedRound = lazy(() => import('./round-proof.tsx'));

type Mode = 'seeds' | 'record' | 'crash';
type Result = SeedsResult | CrashResult | RecordsResult;

/** The problem messages (a problem without one does not compile). */
const PROBLEMS = {
  required: 'verifier.error.required',
  seed: 'verifier.error.seed',
  nonce: 'verifier.error.nonce',
  mines: 'verifier.error.mines',
  cards: 'verifier.error.cards',
  numbers: 'verifier.error.numbers',
  tooMany: 'verifier.error.tooMany',
  overflow: 'verifier.error.overflow',
  players: 'verifier.error.players',
  hash: 'verifier.error.hash',
  json: 'verifier.error.json',
  notRecord: 'verifier.error.notRecord',
  noRounds: 'verifier.error.noRounds',
  badRecord: 'verifier.error.badRecord',
  roomRecord: 'verifier.error.roomRecord',
} as const satisfies Record<Problem, MessageKey>;

const EMPTY_SEEDS: SeedsForm = {
  game: 'dice',
  serverSeed: '',
  clientSeed: '',
  nonce: '',
  shownHash: '',
  mines: '',
  cards: '',
  weights: '',
  stakes: '',
};

/** A seed-pair round's result in words: its game's value (verify.ts), under the game's own label. */
function SeedsOutcome({ result }: { result: SeedsResult }) {
  const { t } = useI18n();
  const number = useNumber();
  const { verified } = result;
  const { shown } = result;
  const label = t(`verifier.result.${verified.game}`, phrases(t, number, { value: shown }));
  // Drawn numbers, tiles and cards as chips under their label; one value in its sentence.
  const chips = listedOf(shown);
  const value: ReactNode = chips ? (
    <>
      {label}: <Chips items={chips} label={label} />
    </>
  ) : (
    <strong>{label}</strong>
  );
  return (
    <>
      {result.hashMatches === null ? null : (
        <Verdict state={result.hashMatches ? 'fair' : 'mismatch'}>
          {result.hashMatches ? t('verifier.result.hashMatches') : t('verifier.result.hashDiffers')}
        </Verdict>
      )}
      <ProofFacts
        items={[
          [t('verifier.result.hash'), <LongValue key="hash" value={result.serverSeedHash} />],
        ]}
      />
      <ol className="proof__steps">
        <li>{t('fair.how.hmac', { message: result.message })}</li>
        <li>{t('fair.how.float', { bytes: result.bytes, float: number(result.float, 6) })}</li>
        <li data-testid="verifier-value">{value}</li>
      </ol>
    </>
  );
}

/** A live crash round's point, with its two steps. */
function CrashOutcome({ result }: { result: CrashResult }) {
  const { t } = useI18n();
  const number = useNumber();
  const x = number(result.x, 6);
  return (
    <ol className="proof__steps">
      <li>{t('verifier.result.bits', { digits: result.digits, x })}</li>
      <li>{t('verifier.result.point', { x, point: number(result.crashPoint, 2) })}</li>
      <li data-testid="verifier-value">
        <strong>{t('verifier.result.crash', { value: number(result.crashPoint, 2) })}</strong>
      </li>
    </ol>
  );
}

/** The result of the last check, announced when it changes. */
function Outcome({ result }: { result: Result }) {
  const { t } = useI18n();
  return (
    <section className="verifier__result" aria-labelledby="verifier-result">
      <h3 id="verifier-result" className="section__title">
        {t('verifier.result.title')}
      </h3>
      <div role="status">
        {result.kind === 'seeds' ? <SeedsOutcome result={result} /> : null}
        {result.kind === 'crash' ? <CrashOutcome result={result} /> : null}
        {result.kind === 'records' ? (
          <>
            {result.rounds.length > 1 ? (
              <p>{t('verifier.result.rounds', { count: result.rounds.length })}</p>
            ) : null}
            <Suspense fallback={<p>{t('common.loading')}</p>}>
              <ul className="verifier__rounds">
                {result.rounds.map((round, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a pasted list may repeat an id; its order is the identity
                  <li key={i}>
                    <VerifiedRound round={round} />
                  </li>
                ))}
              </ul>
            </Suspense>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The verifier: the three forms and the last result. */
export function Verifier() {
  const { t } = useI18n();
  const [mode, setMode] = useState<Mode>('seeds');
  const [seeds, setSeeds] = useState<SeedsForm>(EMPTY_SEEDS);
  const [record, setRecord] = useState('');
  const [crash, setCrash] = useState({ hash: '', salt: '' });
  const [result, setResult] = useState<Result | null>(null);
  const form = useSubmit({ fields: [] });
  const problem = (field: string): string | undefined => form.errors[field];

  const change = (next: Mode) => {
    setMode(next);
    setResult(null);
    form.check({});
  };
  /** A text field of one of the forms: its value, its change and its problem (no autofill, no spelling). */
  const textField = (field: string, value: string, set: (value: string) => void) => ({
    value,
    onChange: (e: { target: { value: string } }) => set(e.target.value),
    error: problem(field),
    autoComplete: 'off',
    spellCheck: false,
  });
  const seedsField = (field: SeedsField) =>
    textField(field, seeds[field], (value) => setSeeds((s) => ({ ...s, [field]: value })));
  const crashField = (field: CrashField) =>
    textField(field, crash[field], (value) => setCrash((c) => ({ ...c, [field]: value })));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    void form.run(async () => {
      let verify: typeof import('../verify.ts');
      try {
        verify = await import('../verify.ts');
      } catch {
        form.setFormError(t('verifier.error.load'));
        return;
      }
      const outcome =
        mode === 'seeds'
          ? verify.verifySeeds(seeds)
          : mode === 'crash'
            ? verify.verifyCrash(crash)
            : verify.readRecords(record);
      if (!outcome.ok) {
        const where = 'detail' in outcome ? outcome.detail : undefined;
        form.check(
          Object.fromEntries(
            Object.entries(outcome.problems).map(([field, code]) => [
              field,
              t(PROBLEMS[code as Problem], { where: where ?? '—' }),
            ]),
          ),
        );
        return;
      }
      form.check({});
      setResult(outcome.result);
    });
  };

  const game = seeds.game;
  return (
    <div className="verifier">
      <ChoiceTabs
        value={mode}
        label={t('verifier.form.mode')}
        onChange={change}
        options={[
          ['seeds', t('verifier.form.seeds')],
          ['record', t('verifier.form.record')],
          ['crash', t('verifier.form.crash')],
        ]}
      />
      <form className="form verifier__form" noValidate onSubmit={submit}>
        {mode === 'seeds' ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor="verifier-game">
                {t('verifier.form.game')}
              </label>
              <select
                id="verifier-game"
                className="input"
                value={game}
                onChange={(e) => {
                  setSeeds((s) => ({ ...s, game: e.target.value as InHouseGame }));
                  form.check({});
                }}
              >
                {IN_HOUSE_GAMES.map((g) => (
                  <option key={g} value={g}>
                    {t(`games.${g}.name`)}
                  </option>
                ))}
              </select>
            </div>
            <Field label={t('verifier.form.serverSeed')} {...seedsField('serverSeed')} />
            {game === 'rooms' ? (
              <TextAreaField
                label={t('verifier.form.clientSeeds')}
                rows={4}
                spellCheck={false}
                autoComplete="off"
                value={seeds.clientSeed}
                onChange={(e) => setSeeds((s) => ({ ...s, clientSeed: e.target.value }))}
                error={problem('clientSeed')}
              />
            ) : (
              <Field label={t('verifier.form.clientSeed')} {...seedsField('clientSeed')} />
            )}
            <Field label={t('verifier.form.nonce')} inputMode="numeric" {...seedsField('nonce')} />
            {game === 'miner' ? (
              <Field
                label={t('verifier.form.mines')}
                inputMode="numeric"
                {...seedsField('mines')}
              />
            ) : null}
            {game === 'hilo' ? (
              <Field
                label={t('verifier.form.cards')}
                inputMode="numeric"
                placeholder="5"
                {...seedsField('cards')}
              />
            ) : null}
            {game === 'cases' ? (
              <Field
                label={t('verifier.form.weights')}
                hint={t('verifier.form.listHint')}
                inputMode="decimal"
                {...seedsField('weights')}
              />
            ) : null}
            {game === 'rooms' ? (
              <Field
                label={t('verifier.form.stakes')}
                hint={t('verifier.form.listHint')}
                inputMode="decimal"
                {...seedsField('stakes')}
              />
            ) : null}
            <Field label={t('verifier.form.shownHash')} {...seedsField('shownHash')} />
          </>
        ) : null}
        {mode === 'record' ? (
          <TextAreaField
            label={t('verifier.form.recordText')}
            hint={t('verifier.form.recordHint')}
            rows={8}
            spellCheck={false}
            autoComplete="off"
            value={record}
            onChange={(e) => setRecord(e.target.value)}
            error={problem('record')}
          />
        ) : null}
        {mode === 'crash' ? (
          <>
            <Field label={t('verifier.form.hash')} {...crashField('hash')} />
            <Field label={t('verifier.form.salt')} {...crashField('salt')} />
          </>
        ) : null}
        <FormError message={form.formError} />
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {t('verifier.form.submit')}
        </button>
      </form>
      {result ? <Outcome result={result} /> : null}
    </div>
  );
}
