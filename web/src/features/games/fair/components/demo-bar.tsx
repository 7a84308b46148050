import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/money.ts';
import { usePlayerCurrency } from '../../../../shared/player.tsx';
import { balanceOf } from '../demo-state.ts';
import { useDemo } from '../use-demo.ts';
import '../../in-house-games.css';

/** The demo balance of the player's currency, with its reset. */
export function DemoBar() {
  const { t } = useI18n();
  const money = useMoney();
  const currency = usePlayerCurrency();
  const { demo, reset } = useDemo();
  return (
    <div className="demo-bar">
      <span>
        {t('fair.demoBalance')}{' '}
        <strong data-testid="demo-balance">{money(balanceOf(demo, currency), currency)}</strong>
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => reset(currency)}
      >
        {t('fair.reset')}
      </button>
    </div>
  );
}
