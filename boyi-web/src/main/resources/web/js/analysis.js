// The analysis card and the status line: whose turn it is or how the game ended, the position's
// value, its Grundy value, the method and the explanation (the move table is movetable.js).
import { t, getLang, valueText, pick, setPicked } from './i18n.js';
import { sideToMove, renderCgt } from './partizan.js';
import { $, state, current, isOver, playerAt, isComputer, computerAt, nameOf, nameAt, colourOf, colourAt } from './state.js';
import { renderMoveTable, clearMoveTable } from './movetable.js';

function setStatus(s, text, cls) {
  s.textContent = '';
  const span = document.createElement('span');
  span.textContent = text;
  if (cls) span.className = cls;
  s.appendChild(span);
}

export function resultText(a, toMove) {
  if (a.value === 'draw') return { text: `${t('gameOver')}${t('colon')}${t('drawResult')}`, winner: null };
  const winner = a.value === 'win' ? toMove : 3 - toMove;
  const who = state.mode !== 'hh' && !isComputer(winner) ? t('youWin') : t('wins', nameOf(winner));
  return { text: `${t('gameOver')}${t('colon')}${who}`, winner };
}

export function renderStatus(thinking) {
  const s = $('status');
  const c = current();
  s.className = 'status';
  delete s.dataset.result;
  delete s.dataset.winner;
  const g = state.game ? state.game.family : state.formGame;
  if (g) $('game-name').textContent = getLang() === 'zh' ? g.name_zh : g.name_en;
  if (!c) {
    s.textContent = '—';
    return;
  }
  const toMove = playerAt(state.at);
  if (isOver(c.analysis)) {
    const r = resultText(c.analysis, toMove);
    setStatus(s, r.text, r.winner ? colourOf(r.winner) : null);
    if (r.winner === null) {
      s.classList.add('over-draw');
      s.dataset.result = 'draw';
    } else {
      s.classList.add(state.mode !== 'hh' && isComputer(r.winner) ? 'over-loss' : 'over-win');
      s.dataset.result = `p${r.winner}`;
      s.dataset.winner = state.mode === 'hh' ? `player${r.winner}` : isComputer(r.winner) ? 'computer' : 'human';
    }
    return;
  }
  const side = sideToMove(c.analysis);
  setStatus(s, thinking && computerAt(state.at) ? t('thinking') : side ? t('sideToMove', side, nameAt(state.at)) : t('toMove', nameAt(state.at)), colourAt(state.at));
  s.dataset.result = 'playing';
}

export function renderAnalysis() {
  const show = state.showValues;
  $('analysis-body').hidden = !show;
  $('hidden-note').hidden = show;
  clearMoveTable();
  const c = current();
  const line = $('value-line');
  line.textContent = '';
  $('explanation').textContent = '';
  $('method-line').textContent = '';
  renderCgt($('cgt'), c && show ? c.analysis : null, $('analysis').clientWidth - 48);
  if (!c || !show) return;
  const a = c.analysis;
  const p = playerAt(state.at);
  if (isOver(a)) {
    const r = resultText(a, p);
    const strong = document.createElement('strong');
    strong.textContent = r.text;
    line.append(strong);
  } else {
    const who = document.createElement('strong');
    who.textContent = sideToMove(a) ? t('sideValueLine', sideToMove(a), nameOf(p)) : t('valueLine', nameOf(p));
    who.className = colourOf(p);
    const chip = document.createElement('span');
    chip.className = `chip ${a.value}`;
    chip.textContent = valueText(a.value, a.remoteness);
    line.append(who, getLang() === 'zh' ? '' : ' ', chip); // 轮到你走：必胜 (no space after a full-width colon)
  }
  if (a.grundy !== undefined && a.grundy !== null) {
    const gv = document.createElement('span');
    gv.className = 'grundy';
    gv.textContent = t('grundyIs', a.grundy);
    line.append(' ', gv);
  }
  if (a.method) {
    const m = pick(a.method, 'name');
    if (m.text) setPicked($('method-line'), { text: `${t('method')}${t('colon')}${m.text}`, fallback: m.fallback });
  }
  setPicked($('explanation'), pick(a, 'explanation'));
  renderMoveTable(a);
}
