// What the board specs (board-first, motion) look for on an in-house game's
// page: its primary action, its stage, and whether the stage moves.
import type { Page } from 'playwright-core';

/** The shown primary action (the fixed bar's on a phone). */
export const PRIMARY = '.board__primary .button--primary';
/** The board's stage. */
export const STAGE = '[data-testid="board-stage"]';

/**
 * The animations and transitions running on the board's stage, or waiting
 * out their delay (the result said once the motion stops). The live tables'
 * graph is drawn frame by frame, which this list does not hold.
 */
export const moving = (page: Page): Promise<number> =>
  page
    .locator(STAGE)
    .evaluate(
      (stage) =>
        stage.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
    );
