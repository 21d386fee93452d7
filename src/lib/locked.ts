// How a link above the user's tier looks everywhere (top bar, bottom bar, module cards): the muted
// text colour at full strength, which keeps 4.5:1 (WCAG AA) on white, the page surface and the
// brand-50 hover, with a lock icon and the 'Upgrade required' tooltip saying why. Never opacity:
// muted text at 50 % opacity was 2.1:1 (issue 14 §10). locked.test.ts checks the token's contrast.

/** The theme token (src/index.css `--color-<token>`) locked link text is drawn in. */
export const LOCKED_TEXT_TOKEN = 'muted';

/** The classes of a locked link's text. */
export const LOCKED_LINK_CLASS = `text-${LOCKED_TEXT_TOKEN}`;

/** Why a locked link is locked: its tooltip (spec-1 §2). */
export const UPGRADE_TOOLTIP = 'Upgrade required for this feature';
