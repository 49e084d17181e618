// The board for each view kind of the catalogue (GameFamily.view()): the page's own views and the
// canon boards in one table. Kept apart from both so that neither imports the other's table.
import { VIEWS, resetViewSelection } from './views.js';
import { CANON_VIEWS, resetBoards } from './boards.js';
import { PARTIZAN_VIEWS, resetPartizan } from './partizan.js';
import { NUMBER_VIEWS } from './numberboards.js';
import { PICTURE_VIEWS } from './pictures.js';

const ALL = { ...VIEWS, ...CANON_VIEWS, ...PARTIZAN_VIEWS, ...NUMBER_VIEWS, ...PICTURE_VIEWS };

/**
 * The view for a view kind at a position (and the game's parameters, where a graph may be given):
 * its own view when the position fits, else generic.
 */
export function viewFor(kind, position, params) {
  const own = ALL[kind];
  return own && own.accepts(position, params) ? own : VIEWS.generic;
}

/** Forgets every view's half-made selection (a new game or position). */
export function resetViews() {
  resetViewSelection();
  resetBoards();
  resetPartizan();
}

/** The moves in the game's own order, as a board lists them (the analysis lists them best first, which would be a hint). */
export function orderedMoves(a) {
  const byName = new Map(a.moves.map((m) => [m.move, m]));
  const ordered = (a.move_order || []).map((n) => byName.get(n)).filter(Boolean);
  return ordered.length === a.moves.length ? ordered : a.moves;
}
