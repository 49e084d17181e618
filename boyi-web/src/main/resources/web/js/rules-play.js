// The rule editor's play card: the rule game played through the main page's line of play
// (play.js): move buttons coloured by value, Undo back to the human's turn, and the perfect player
// as player 2 when asked for.
import { api } from './api.js';
import { playLoop, startEntry } from './play.js';
import { t, pick, setPicked, moveLabelPicked, getLang } from './i18n.js';
import { errorText } from './errors.js';
import { sideToMove, renderCgt, leavesValue } from './partizan.js';
import { viewFor, resetViews, orderedMoves } from './viewkinds.js';
import { VIEWS } from './views.js';

const $ = (id) => document.getElementById(id);

/** The rule text and the parameters played, given by the editor (playRules). */
const source = { rules: () => '', params: () => ({}), game: () => null };

// the game played (play.js): human against human, or against the computer as player 2
const played = { line: [], at: 0, busy: false, token: 0, mode: 'hh', skill: 1 };
const loop = playLoop(played, {
  play: (position, move) => api.play({ rules: source.rules() }, source.params(), position, move),
  render: () => renderPlay(),
  setBusy: (on) => {
    played.busy = on;
    $('rp-moves').classList.toggle('locked', on);
  },
  showError: (e) => {
    $('rp-error').hidden = !e;
    $('rp-error').textContent = e ? errorText(e) : '';
  },
});

/** A new line of play (or none): answers and computer moves for the old one are dropped. */
export function newLine(line) {
  played.token++;
  resetViews();
  played.line = line;
  played.at = Math.max(0, line.length - 1);
  played.busy = false;
  $('rp-moves').classList.remove('locked');
}

/** Starts the game at the position of the play card's field. */
export async function startPlay() {
  const position = withFirstMover($('rp-start').value.trim());
  const rules = source.rules();
  $('rp-error').hidden = true;
  try {
    const a = await api.analyze({ rules }, source.params(), position);
    if (rules !== source.rules()) return;
    newLine([startEntry({ ...a, position: a.position ?? position })]);
  } catch (e) {
    if (rules !== source.rules()) return;
    $('rp-error').hidden = false;
    $('rp-error').textContent = errorText(e);
  }
  renderPlay();
}

/** A partizan game's start with the mover the side menu names (" R" for Right); others as typed. */
function withFirstMover(position) {
  const g = source.game();
  if (!g || !g.players) return position;
  const bare = position.replace(/\s+[LR]\s*$/, '');
  return $('rp-side').value === 'right' ? `${bare} R` : bare;
}

/** The side menu of a partizan rule game ("Left" / "Right", in the page's language); hidden otherwise. */
export function renderSides() {
  const g = source.game();
  const box = $('rp-side-box');
  box.hidden = !g || !g.players;
  if (box.hidden) return;
  for (const o of $('rp-side').options) o.textContent = g.players[o.value][getLang()] || g.players[o.value].en;
}

/**
 * The rule text's view (view piles, row, grid, ...) drawn by the main page's boards, its targets
 * playing their moves; a target of several moves marks their buttons below. None for generic.
 */
function renderBoard(cur) {
  const box = $('rp-board');
  box.textContent = '';
  const g = source.game();
  box.hidden = !cur || !g || !g.view || g.view === 'generic';
  if (box.hidden) return;
  const params = source.params();
  const view = viewFor(g.view, cur.position, params);
  if (view === VIEWS.generic) {
    box.hidden = true;
    return;
  }
  const ctx = {
    position: cur.position,
    params,
    analysis: cur.analysis,
    orderedMoves: orderedMoves(cur.analysis),
    canMove: !played.busy && (cur.analysis.moves || []).length > 0,
    showValues: true,
    hint: null,
    width: Math.max(280, box.clientWidth || 340),
    playMove: (m) => loop.playMove(m),
    choose: (candidates) => {
      const names = new Set(candidates.map((m) => m.move));
      for (const b of document.querySelectorAll('#rp-moves .rp-move')) b.classList.toggle('chosen', names.has(b.dataset.move));
      const first = document.querySelector('#rp-moves .rp-move.chosen');
      if (first) first.scrollIntoView({ block: 'nearest' });
    },
    select: (node) => view.select(node, ctx),
    redraw: () => renderBoard(loop.current()),
  };
  view.draw(box, ctx);
}

export function renderPlay() {
  renderSides();
  const cur = loop.current();
  $('rp-undo').disabled = loop.undoTarget() < 0;
  const moves = $('rp-moves');
  moves.textContent = '';
  for (const id of ['rp-position', 'rp-value', 'rp-method', 'rp-explanation']) $(id).textContent = '';
  $('rp-more').hidden = true;
  $('rp-mover').hidden = true;
  renderCgt($('rp-cgt'), cur && cur.analysis, $('rules-play').clientWidth - 48);
  renderBoard(cur);
  if (!cur) return;
  const a = cur.analysis;
  const side = sideToMove(a);
  if (side) {
    $('rp-mover').hidden = false;
    $('rp-mover').textContent = t('sideToMoveIs', side);
  }
  $('rp-position').textContent = cur.position;
  const value = $('rp-value');
  value.className = `value-line v-${a.value}`;
  value.dataset.value = a.value;
  value.textContent = t('toMoveValue', t('valueIs', a.value, a.remoteness)) + (a.grundy !== undefined && a.grundy !== null ? ` · ${t('grundyIs', a.grundy)}` : '');
  if (a.method) $('rp-method').textContent = t('methodIs', pick(a.method, 'name').text);
  setPicked($('rp-explanation'), pick(a, 'explanation', 'explanation'));
  if (!a.moves || a.moves.length === 0) {
    const p = document.createElement('p');
    p.className = 'note';
    p.textContent = t('gameOver');
    moves.append(p);
    return;
  }
  for (const m of a.moves) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `move-button rp-move v-${m.value}`;
    b.dataset.move = m.move;
    b.dataset.value = m.value;
    const label = document.createElement('span');
    setPicked(label, moveLabelPicked(m));
    const v = document.createElement('small');
    v.textContent = ` ${t('valueIs', m.value, m.remoteness)} → ${m.position}`;
    b.append(label, v);
    const leaves = leavesValue(m);
    if (leaves) b.append(' ', leaves);
    if (m.move === a.best) b.classList.add('best');
    b.addEventListener('click', () => loop.playMove(m.move));
    moves.append(b);
  }
  if (a.moves_total && a.moves_total > a.moves.length) {
    $('rp-more').hidden = false;
    $('rp-more').textContent = t('moreMoves', a.moves.length, a.moves_total);
  }
}

/** The play card plays the rule text and parameters these give; wires its buttons. */
export function playRules(rules, params, game) {
  source.rules = rules;
  source.params = params;
  source.game = game;
  // back to the human's turn: the computer's reply goes with the move it answered
  $('rp-undo').addEventListener('click', loop.undo);
  const players = () => {
    played.mode = $('rp-computer').checked ? 'hc' : 'hh';
    loop.computerTurn();
  };
  $('rp-computer').addEventListener('change', players);
  players();
}
