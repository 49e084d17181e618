// The move table of the analysis card: every listed move with its value, remoteness, Δ against
// the best move of its value and the position it leads to; a row plays its move. Also the moves
// typed into the move field, read as the listed move they name.
import { t, setPicked, moveLabelPicked } from './i18n.js';
import { leavesValue } from './partizan.js';
import { RANK } from './play.js';
import { $, state, loop, canMove } from './state.js';

/** Empties the table and its note. */
export function clearMoveTable() {
  $('move-rows').textContent = '';
  $('moves-note').hidden = true;
}

/** The rows of analysis a. */
export function renderMoveTable(a) {
  const rows = $('move-rows');
  const playable = canMove();
  const next = state.line[state.at + 1];
  const bestOfValue = new Map();
  for (const m of a.moves) {
    if (m.remoteness === null || m.remoteness === undefined) continue;
    const was = bestOfValue.get(m.value);
    const better = was === undefined || (m.value === 'loss' ? m.remoteness > was : m.remoteness < was);
    if (better) bestOfValue.set(m.value, m.remoteness);
  }
  document.querySelector('#analysis .move-table').hidden = a.moves.length === 0;
  for (const m of a.moves.slice(0, 300)) {
    const tr = document.createElement('tr');
    tr.dataset.move = m.move;
    tr.dataset.value = m.value;
    if (playable) {
      tr.className = 'playable';
      tr.tabIndex = 0;
      tr.addEventListener('click', () => loop.playMove(m.move));
      tr.addEventListener('keydown', (ev) => {
        if (ev.key === 'Enter') loop.playMove(m.move);
      });
    }
    if (next && next.move === m.move) tr.classList.add('played');
    const cells = [0, 1, 2, 3, 4].map(() => document.createElement('td'));
    const code = document.createElement('span');
    code.className = 'mono';
    setPicked(code, moveLabelPicked(m));
    cells[0].appendChild(code);
    const chip = document.createElement('span');
    chip.className = `chip ${m.value}`;
    chip.textContent = t(m.value);
    cells[1].appendChild(chip);
    const leaves = leavesValue(m);
    if (leaves) cells[1].append(' ', leaves);
    const known = m.remoteness !== null && m.remoteness !== undefined;
    cells[2].textContent = known ? String(m.remoteness) : '—';
    // Δ against the best move of the same value (a win: the quickest; a loss: the slowest); a move
    // of a worse value than the position's says what it gives up, known remoteness or not
    const lead = bestOfValue.get(m.value);
    const worse = RANK[m.value] < RANK[a.value];
    cells[3].textContent = worse ? t('deltaGivesUp', a.value)
      : known && lead !== undefined ? (m.remoteness === lead ? '0' : `${m.remoteness > lead ? '+' : ''}${m.remoteness - lead}`) : '—';
    if (worse) cells[3].className = 'gives-up';
    const pos = document.createElement('code');
    pos.textContent = m.position;
    cells[4].appendChild(pos);
    tr.append(...cells);
    rows.appendChild(tr);
  }
  const note = $('moves-note');
  note.hidden = a.all_moves && a.moves.length > 0;
  note.textContent = a.moves.length === 0 ? t('noMoves') : t('moveSelection', a.moves.length, a.moves_total);
}

/**
 * A typed move as the listed move it names: its move text or either language's label, ignoring
 * spaces, case and full-width digits (取2个, 取２个 and "take 2" are 取 2 个), or a bare number
 * when exactly one listed move has that number alone; anything else goes to the server as typed.
 */
export function typedMove(text, analysis) {
  const norm = (s) => String(s).replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xFEE0))
    .replace(/\s+/g, '').toLowerCase();
  const want = norm(text);
  const named = analysis.moves.filter((m) => [m.move, m.label_zh, m.label_en].some((x) => x && norm(x) === want));
  if (named.length === 1) return named[0].move;
  if (/^\d+$/.test(want)) {
    const numbered = analysis.moves.filter((m) => (String(m.move).match(/\d+/g) || []).join(' ') === want);
    if (numbered.length === 1) return numbered[0].move;
  }
  return text;
}
