// The line of play, one for both pages (index.html's app.js and rules.html's rules.js): the
// positions played with their analyses, the position shown, Undo and Redo over the line, and the
// computer's reply. A page gives the state to play on, how to ask for a move, and how to draw;
// this module draws nothing itself.
//
//   const loop = playLoop(state, { play: (position, move) => api.play(game, params, position, move), render, setBusy, showError });
//   loop.playMove('take 2');
//
// state: { line: [{position, analysis, move, label, mover, by, blunder}], at, busy, token, mode, skill, humanAt },
// line[0] the start, at the index of the position shown; mode 'hc' (the computer is player 2),
// 'ch' (player 1) or 'hh'; skill 1 for the perfect player, p < 1 for a best move with chance p.
// A move's `by` ('you', 'computer', 'player1', 'player2') is who made it, whatever the players are
// later; humanAt, when set, is the index of a position where a human keeps the turn although the
// computer plays that side (the players were changed there: the computer starts on its next turn).

export const COMPUTER_DELAY_MS = 450;
export const RANK = { loss: 0, draw: 1, win: 2 };
const NEGATE = { win: 'loss', loss: 'win', draw: 'draw' };

/** Player 1 moves at even indexes of the line, player 2 at odd ones. */
export const playerAt = (i) => (i % 2 === 0 ? 1 : 2);

/** Whether an analysis is of a finished game. */
export const isOver = (a) => a.over || (a.moves.length === 0 && a.all_moves);

/** The line entry of a start position (a is its /api/analyze answer). */
export const startEntry = (a) => ({ position: a.position, analysis: a, move: null, label: null, mover: null, blunder: false });

/** The line entry of a played move (r is the /api/play answer, from the entry it was played at, index its index). */
export function entry(from, r, index) {
  const made = NEGATE[r.analysis.value];
  const moved = from.analysis.moves.find((m) => m.move === r.move) || { move: r.move };
  return {
    position: r.position,
    analysis: r.analysis,
    move: r.move,
    label: moved,
    mover: playerAt(index),
    blunder: RANK[made] < RANK[from.analysis.value],
  };
}

/**
 * The play of one page on its state. hooks: play(position, move) → the /api/play answer;
 * render(); setBusy(on); showError(e or null); and optionally beforeMove() (a move is sent: close
 * menus, forget hints), beforeStep() (a step through the line) and thinking() (the computer is
 * about to move).
 */
export function playLoop(state, hooks) {
  const none = () => {};
  const beforeMove = hooks.beforeMove || none;
  const beforeStep = hooks.beforeStep || none;
  const isComputer = (p) => (state.mode === 'hc' && p === 2) || (state.mode === 'ch' && p === 1);
  /** Whether the computer moves at index i of the line. */
  const computerAt = (i) => isComputer(playerAt(i)) && state.humanAt !== i;
  /** Who player p is now: 'you', 'computer', 'player1' or 'player2'. */
  const who = (p) => (state.mode === 'hh' ? `player${p}` : isComputer(p) ? 'computer' : 'you');
  const current = () => state.line[state.at];
  /** Going back in history shows a position; the computer moves only at the end of the line. */
  const browsing = () => state.at < state.line.length - 1;

  function canMove() {
    const c = current();
    return !!c && !state.busy && !isOver(c.analysis) && !computerAt(state.at);
  }

  async function playMove(move, byComputer = false) {
    const from = current();
    if (!from || state.busy || isOver(from.analysis)) return;
    if (!byComputer && computerAt(state.at)) return;
    const next = state.line[state.at + 1];
    if (next && next.move === move) {
      // the move already played here: step forward (over the computer's kept reply, if any) and
      // keep the later moves for Redo
      const reply = state.at + 2 < state.line.length && computerAt(state.at + 1);
      goTo(state.at + (reply ? 2 : 1));
      return;
    }
    const token = ++state.token;
    beforeMove();
    hooks.showError(null);
    hooks.setBusy(true);
    try {
      const r = await hooks.play(from.position, move);
      if (token !== state.token) return;
      // a different move: the later moves of the old line are gone (Redo has nothing to redo)
      state.line = state.line.slice(0, state.at + 1);
      const played = entry(from, r, state.at);
      played.by = byComputer ? 'computer' : state.mode === 'hh' ? `player${played.mover}` : 'you';
      state.line.push(played);
      state.at++;
      hooks.setBusy(false);
    } catch (e) {
      if (token !== state.token) return;
      hooks.setBusy(false);
      hooks.showError(e);
    }
    hooks.render();
    computerTurn();
  }

  /** The computer's move, when it is to move at the end of the line (or asked to, from history). */
  function computerTurn(fromHistory = false) {
    const c = current();
    if (!c || isOver(c.analysis) || !isComputer(playerAt(state.at)) || state.busy) return;
    if (state.humanAt === state.at && !fromHistory) return;
    if (browsing() && !fromHistory) return;
    const token = state.token;
    if (hooks.thinking) hooks.thinking();
    setTimeout(() => {
      if (token !== state.token || state.busy) return;
      const moves = c.analysis.moves;
      if (moves.length === 0) return;
      // moves are listed best first: the perfect player wins fastest and loses slowest
      const best = state.skill >= 1 || Math.random() < state.skill;
      const pick = best ? moves[0] : moves[Math.floor(Math.random() * moves.length)];
      playMove(pick.move, true);
    }, COMPUTER_DELAY_MS);
  }

  /** The position undo goes back to: the last earlier one where a human is to move, or -1. */
  function undoTarget() {
    let target = state.at - 1;
    while (target >= 0 && computerAt(target)) target--;
    return target;
  }

  /** Shows position i of the line; the later moves stay for Redo until a different move is played. */
  function goTo(i) {
    if (i < 0 || i >= state.line.length || state.busy) return;
    state.token++;
    state.at = i;
    beforeStep();
    hooks.showError(null);
    hooks.render();
    computerTurn();
  }

  const undo = () => goTo(undoTarget());

  function redo() {
    let i = state.at + 1;
    while (i < state.line.length - 1 && computerAt(i)) i++;
    goTo(i);
  }

  return { playMove, computerTurn, goTo, undo, redo, undoTarget, canMove, current, browsing, isComputer, computerAt, who };
}
