// The world's money: the ledger of every balance change (`move()` for the
// real balance, `moveBonus()` for the bonus account), deposit invoices and
// withdrawals. A module of the world (world.ts), which hands it its clock,
// settings, players, the responsible-play check of a stake and the bonuses'
// part in deposits and bets.
import { randomBytes } from 'node:crypto';
import type { InHouseGame } from '@casino/sdk';
import {
  INVOICE_FAILED,
  INVOICE_PAID,
  INVOICE_WAITING,
  type Invoice,
  type Movement,
  type MovementKind,
  type Outcome,
  type Payout,
  type Player,
  type SandboxSettings,
} from './model.ts';

/** What the payments need of the world. */
interface PaymentsCore {
  readonly settings: SandboxSettings;
  readonly players: ReadonlyMap<number, Player>;
  now(): number;
  /** The responsible-play refusal of a stake of `stake` minor units, or null (responsible.ts). */
  refuseStake(player: Player, stake: number): Outcome<never> | null;
  /** A stake of `stake` minor units in `game` was taken (bonuses.ts: wagering). */
  staked(player: Player, stake: number, game: InHouseGame): void;
  /** A deposit was paid and credited (bonuses.ts: the welcome pack). */
  depositPaid(player: Player, invoice: Invoice): void;
}

/** The ledger, invoices and payouts of one world. */
export class Payments {
  readonly invoices = new Map<number, Invoice>();
  readonly ledger: Movement[] = [];
  readonly payouts = new Map<number, Payout>();
  private nextPayoutId = 9000;
  private nextInvoiceId = 58_000;
  private nextMovementId = 1;
  private readonly core: PaymentsCore;

  constructor(core: PaymentsCore) {
    this.core = core;
  }

  /**
   * Applies a signed movement to the player's balance and records it, or
   * refuses it (and changes nothing) when the balance would go below zero or,
   * for a stake, when a responsible-play limit or restriction forbids it. A
   * stake names its game: it counts toward the player's active bonus.
   */
  move(
    player: Player,
    kind: MovementKind,
    amount: number,
    reference: string,
    game?: InHouseGame,
  ): Outcome<Movement> {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not minor units: ${amount}`);
    if (kind === 'bet') {
      const refused = this.core.refuseStake(player, -amount);
      if (refused) return refused;
    }
    const after = player.balance + amount;
    if (after < 0) return { ok: false, errors: { amount: ['balance.insufficient'] } };
    player.balance = after;
    const movement = this.record(player, 'real', kind, amount, after, reference);
    if (kind === 'bet' && game) this.core.staked(player, -amount, game);
    return { ok: true, value: movement };
  }

  /** Applies a signed movement to the player's bonus account and records it (bonuses.ts). */
  moveBonus(player: Player, kind: MovementKind, amount: number, reference: string): Movement {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not minor units: ${amount}`);
    const after = player.bonus + amount;
    if (after < 0) throw new RangeError(`bonus account below zero: ${after}`);
    player.bonus = after;
    return this.record(player, 'bonus', kind, amount, after, reference);
  }

  /** How many of the player's deposits are paid. */
  paidDeposits(playerId: number): number {
    let paid = 0;
    for (const invoice of this.invoices.values())
      if (invoice.playerId === playerId && invoice.status === INVOICE_PAID) paid++;
    return paid;
  }

  private record(
    player: Player,
    account: Movement['account'],
    kind: MovementKind,
    amount: number,
    balanceAfter: number,
    reference: string,
  ): Movement {
    const movement: Movement = {
      id: this.nextMovementId++,
      playerId: player.id,
      kind,
      account,
      amount,
      balanceAfter,
      currency: player.currency,
      reference,
      at: this.core.now(),
    };
    this.ledger.push(movement);
    return movement;
  }

  /** Opens an invoice; it turns paid by itself after the configured delay. */
  openInvoice(
    player: Player,
    input: Pick<Invoice, 'methodHash' | 'type' | 'amount' | 'shopAmount' | 'commission' | 'bonus'>,
  ): Invoice {
    const now = this.core.now();
    const invoice: Invoice = {
      ...input,
      id: this.nextInvoiceId++,
      hash: `inv-${randomBytes(4).toString('hex')}`,
      playerId: player.id,
      bonusMinor: null,
      lifeTimeS: 1200,
      status: INVOICE_WAITING,
      createdAt: now,
      paysAt: now + this.core.settings.invoicePaidAfterMs,
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** Marks an invoice paid and credits its shop amount (and the bonus it brings), once. */
  payInvoice(invoice: Invoice): void {
    if (invoice.status !== INVOICE_WAITING) return;
    const player = this.core.players.get(invoice.playerId);
    if (!player) return;
    invoice.status = INVOICE_PAID;
    this.move(player, 'deposit', invoice.shopAmount, `invoice:${invoice.id}`);
    this.core.settings.log(
      `invoice ${invoice.id} paid: player ${player.id} +${(invoice.shopAmount / 100).toFixed(2)} ${player.currency}`,
    );
    this.core.depositPaid(player, invoice);
  }

  /** Marks a waiting invoice failed (nothing is credited). */
  failInvoice(invoice: Invoice): void {
    if (invoice.status === INVOICE_WAITING) invoice.status = INVOICE_FAILED;
  }

  /**
   * Requests a payout: the amount leaves the balance in the same step as the
   * check (refused, changing nothing, when the balance is short).
   */
  requestPayout(
    player: Player,
    input: Pick<Payout, 'method' | 'amount' | 'destination'>,
  ): Outcome<Payout> {
    const id = this.nextPayoutId;
    const moved = this.move(player, 'withdrawal', -input.amount, `payout:${id}`);
    if (!moved.ok) return moved;
    this.nextPayoutId++;
    const now = this.core.now();
    const payout: Payout = {
      ...input,
      id,
      playerId: player.id,
      currency: player.currency,
      status: 'pending',
      createdAt: now,
      paysAt: now + this.core.settings.payoutPaidAfterMs,
    };
    this.payouts.set(id, payout);
    return { ok: true, value: payout };
  }

  /** Fails a pending payout: its amount returns to the balance, recorded. */
  failPayout(payout: Payout): void {
    const player = this.core.players.get(payout.playerId);
    if (payout.status !== 'pending' || !player) return;
    payout.status = 'failed';
    this.move(player, 'withdrawal-returned', payout.amount, `payout:${payout.id}`);
  }

  /** Brings time-driven state up to now: invoices whose time has come turn paid. Run before each request. */
  settle(): void {
    const now = this.core.now();
    for (const invoice of this.invoices.values()) {
      if (invoice.status === INVOICE_WAITING && invoice.paysAt <= now) this.payInvoice(invoice);
    }
    for (const payout of this.payouts.values()) {
      if (payout.status === 'pending' && payout.paysAt <= now) payout.status = 'paid';
    }
  }
}
