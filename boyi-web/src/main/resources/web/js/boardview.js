// The board card: the board drawn by the game's view (viewkinds.js) with its targets, locked with
// progress while an answer is awaited, the chooser for a target of several moves, and the hint.
import { t, getLang, valueText, setPicked, moveLabel, moveLabelPicked } from './i18n.js';
import { viewFor, orderedMoves } from './viewkinds.js';
import { otherMoves } from './views.js';
import { $, state, loop, current, canMove, isOver } from './state.js';

const PROGRESS_AFTER_MS = 200;

// ---------- busy: the board is locked and shows progress ----------
let progressTimer = null;
/**
 * Locks the board while an answer is awaited. The progress shows over the board, and for a new
 * game also beside its button (on a phone the board is a screen away from the form), which is
 * disabled meanwhile so that a second tap sends no second request.
 */
export function setBusy(on, fromForm = false) {
  state.busy = on;
  state.busySince = Date.now();
  $('board').classList.toggle('locked', on);
  $('board').setAttribute('aria-busy', String(on));
  for (const id of ['undo', 'redo', 'restart', 'hint', 'resume']) if (on) $(id).disabled = true;
  $('new-game').disabled = on;
  clearInterval(progressTimer);
  progressTimer = null;
  const shown = fromForm ? ['progress', 'setup-progress'] : ['progress'];
  for (const id of ['progress', 'setup-progress']) $(id).hidden = true;
  if (on) {
    const tick = () => {
      const ms = Date.now() - state.busySince;
      if (ms < PROGRESS_AFTER_MS) return;
      for (const id of shown) {
        $(id).hidden = false;
        $(`${id}-text`).textContent = t('analysing', Math.floor(ms / 1000));
      }
    };
    progressTimer = setInterval(tick, 100);
  }
}

let boardHadFocus = false; // a keyboard player keeps the focus on the board from move to move
export function renderBoard() {
  const box = $('board');
  boardHadFocus = boardHadFocus || box.contains(document.activeElement);
  box.textContent = '';
  const c = current();
  // "none" is the position syntax of an empty position; the Chinese page says so in Chinese too
  $('position-text').textContent = c ? (c.position.trim() === 'none' && getLang() === 'zh' ? '无（none）' : c.position) : '';
  if (!c) return;
  const g = state.game.family;
  const view = viewFor(g.view || 'generic', c.position, state.game.params);
  const ctx = {
    position: c.position,
    params: state.game.params,
    analysis: c.analysis,
    orderedMoves: orderedMoves(c.analysis),
    canMove: canMove(),
    showValues: state.showValues,
    hint: state.hint,
    width: Math.max(280, box.clientWidth || 600),
    playMove: (m) => loop.playMove(m),
    choose: showChooser,
    select: (node) => view.select(node, ctx),
    redraw: (focus) => {
      renderBoard();
      const again = focus && box.querySelector(focus);
      if (again) again.focus();
    },
  };
  view.draw(box, ctx);
  otherMoves(box, ctx);
  $('move-input').disabled = !ctx.canMove;
  const first = box.querySelector('.target');
  if (boardHadFocus && first) {
    boardHadFocus = false;
    first.focus({ preventScroll: true });
  }
}

export function hint() {
  const c = current();
  if (!c || state.busy) return;
  const line = $('hint-line');
  if (isOver(c.analysis) || c.analysis.moves.length === 0) {
    state.hint = null;
    line.textContent = t('hintNone');
  } else {
    const best = c.analysis.moves.find((m) => m.move === c.analysis.best) || c.analysis.moves[0];
    state.hint = best.move;
    setPicked(line, { text: t('hintIs', moveLabel(best)), fallback: moveLabelPicked(best).fallback });
  }
  line.hidden = false;
  renderBoard();
}

// ---------- chooser (several moves for one target), kept inside the screen ----------
let chooserAnchor = null;
export function showChooser(candidates, anchor) {
  chooserAnchor = anchor;
  const box = $('chooser');
  box.textContent = '';
  const p = document.createElement('p');
  p.textContent = t('chooseMove');
  box.appendChild(p);
  for (const m of candidates) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.move = m.move;
    const label = moveLabel(m);
    b.textContent = state.showValues ? `${label} — ${valueText(m.value, m.remoteness)}` : label;
    if (state.showValues) b.classList.add(`v-${m.value}`);
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      loop.playMove(m.move);
    });
    box.appendChild(b);
  }
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'cancel';
  cancel.textContent = t('cancel');
  cancel.addEventListener('click', (e) => {
    e.stopPropagation();
    hideChooser(true); // the focus goes back to the target, not to the page
  });
  box.appendChild(cancel);
  box.hidden = false;
  const r = anchor.getBoundingClientRect();
  const w = box.offsetWidth;
  const h = box.offsetHeight;
  const left = Math.max(8, Math.min(r.left, document.documentElement.clientWidth - w - 8));
  const below = r.bottom + 6;
  const top = below + h > window.innerHeight - 8 ? Math.max(8, r.top - h - 6) : below;
  box.style.left = `${left + window.scrollX}px`;
  box.style.top = `${top + window.scrollY}px`;
  box.querySelector('button').focus();
}

/** Closes the chooser; with Escape or Cancel, the focus goes back to the target that opened it. */
export function hideChooser(refocus = false) {
  const open = !$('chooser').hidden;
  $('chooser').hidden = true;
  if (open && refocus && chooserAnchor && document.contains(chooserAnchor)) chooserAnchor.focus();
}
