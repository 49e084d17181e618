// The page: game picker, play (human vs computer or human vs human), analysis, value history and
// tables. Every value shown comes from the server's analysis; the page solves nothing itself.
import { api } from './api.js';
import { t, setLang, getLang, valueText } from './i18n.js';
import { viewFor, resetViews } from './views.js';
import { historyChart, tableChart } from './charts.js';

const $ = (id) => document.getElementById(id);
const RANK = { loss: 0, draw: 1, win: 2 };
const NEGATE = { win: 'loss', loss: 'win', draw: 'draw' };

const state = {
  games: [],
  game: null,
  params: {},
  mode: 'hc',
  skill: 1,
  showValues: true,
  line: [], // [{position, analysis, move, mover, blunder}] positions of the game, line[0] = start
  at: 0, // index of the position on the board
  busy: false,
  token: 0, // bumps on every change, so a pending computer move can see it is stale
};

// ---------- players ----------
const playerAt = (i) => (i % 2 === 0 ? 1 : 2);
const isComputer = (p) => (state.mode === 'hc' && p === 2) || (state.mode === 'ch' && p === 1);
function nameOf(p) {
  if (state.mode === 'hh') return t(p === 1 ? 'player1' : 'player2');
  return isComputer(p) ? t('computer') : t('you');
}
const current = () => state.line[state.at];
const isOver = (a) => a.over || (a.moves.length === 0 && a.all_moves);
function canMove() {
  const c = current();
  return !!c && !state.busy && !isOver(c.analysis) && !isComputer(playerAt(state.at));
}

// ---------- game picker and setup ----------
async function loadGames() {
  state.games = await api.games();
  renderGameList();
  const wanted = new URLSearchParams(location.hash.slice(1)).get('game');
  const game = state.games.find((g) => g.id === wanted) || state.games[0];
  if (game) selectGame(game.id, false);
}

function renderGameList() {
  const list = $('game-list');
  const filter = $('game-filter').value.trim().toLowerCase();
  list.textContent = '';
  for (const g of state.games) {
    const text = `${g.id} ${g.name_zh} ${g.name_en}`.toLowerCase();
    if (filter && !text.includes(filter)) continue;
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.dataset.game = g.id;
    b.classList.toggle('active', state.game && state.game.id === g.id);
    const first = document.createElement('span');
    first.className = 'zh';
    first.textContent = getLang() === 'zh' ? g.name_zh : g.name_en;
    const second = document.createElement('span');
    second.className = 'en';
    second.textContent = `${getLang() === 'zh' ? g.name_en : g.name_zh} · ${g.id}`;
    b.append(first, second);
    b.addEventListener('click', () => selectGame(g.id, true));
    li.appendChild(b);
    list.appendChild(li);
  }
}

function selectGame(id, updateHash) {
  const g = state.games.find((x) => x.id === id);
  state.game = g;
  if (updateHash) history.replaceState(null, '', `#game=${encodeURIComponent(id)}`);
  renderGameList();
  renderGameHeader();
  const fields = $('param-fields');
  fields.textContent = '';
  for (const p of g.parameters) {
    const label = document.createElement('label');
    label.className = 'field';
    const span = document.createElement('span');
    span.textContent = p.name;
    const input = document.createElement('input');
    input.id = `param-${p.name}`;
    input.dataset.param = p.name;
    input.value = (g.example_params && g.example_params[p.name]) || p.example || p.default || '';
    input.placeholder = p.default ?? p.example;
    input.spellcheck = false;
    const small = document.createElement('small');
    small.textContent = p.description + (p.default !== null && p.default !== undefined ? ` (${t('defaultIs', p.default)})` : '');
    label.append(span, input, small);
    fields.appendChild(label);
  }
  const pos = $('position-input');
  pos.value = g.example;
  pos.rows = Math.max(1, g.example.split('\n').length);
  $('position-syntax').textContent = g.position_syntax;
  startGame();
}

function renderGameHeader() {
  const g = state.game;
  if (!g) return;
  $('game-name').textContent = getLang() === 'zh' ? `${g.name_zh} · ${g.name_en}` : `${g.name_en} · ${g.name_zh}`;
  $('game-id').textContent = g.id;
  $('game-rules').textContent = g.rules;
}

function readParams() {
  const params = {};
  for (const input of document.querySelectorAll('#param-fields input')) {
    if (input.value.trim() !== '') params[input.dataset.param] = input.value.trim();
  }
  return params;
}

async function startGame() {
  const token = ++state.token;
  state.mode = $('mode').value;
  state.skill = Number($('skill').value);
  state.params = readParams();
  showError('setup-error', null);
  showError('play-error', null);
  resetViews();
  const game = state.game.id;
  state.busy = true;
  try {
    const a = await api.analyze(game, state.params, $('position-input').value);
    if (token !== state.token) return;
    state.line = [{ position: a.position, analysis: a, move: null, mover: null, blunder: false }];
    state.at = 0;
  } catch (e) {
    if (token !== state.token) return;
    state.line = [];
    showError('setup-error', e.message);
  } finally {
    if (token === state.token) state.busy = false;
  }
  render();
  loadTable();
  computerTurn();
}

// ---------- moves ----------
async function playMove(move) {
  const from = current();
  if (!from || isOver(from.analysis)) return;
  const token = ++state.token;
  state.busy = true;
  hideChooser();
  showError('play-error', null);
  const mover = playerAt(state.at);
  try {
    const r = await api.play(state.game.id, state.params, from.position, move);
    if (token !== state.token) return;
    const made = NEGATE[r.analysis.value];
    const blunder = RANK[made] < RANK[from.analysis.value];
    state.line = state.line.slice(0, state.at + 1);
    state.line.push({ position: r.position, analysis: r.analysis, move: r.move, mover, blunder });
    state.at++;
  } catch (e) {
    if (token === state.token) showError('play-error', e.message);
  } finally {
    if (token === state.token) state.busy = false;
  }
  render();
  computerTurn();
}

function computerTurn() {
  const c = current();
  if (!c || isOver(c.analysis) || !isComputer(playerAt(state.at)) || state.busy) return;
  const token = state.token;
  renderStatus(true);
  setTimeout(() => {
    if (token !== state.token) return;
    const moves = c.analysis.moves;
    if (moves.length === 0) return;
    // moves are listed best first: the perfect player wins fastest and loses slowest
    const best = Math.random() < state.skill || state.skill >= 1;
    const pick = best ? moves[0] : moves[Math.floor(Math.random() * moves.length)];
    playMove(pick.move);
  }, 450);
}

function undo() {
  let target = state.at - 1;
  while (target > 0 && isComputer(playerAt(target))) target--;
  if (target < 0 || isComputer(playerAt(target))) return;
  state.token++;
  state.busy = false;
  state.at = target;
  render();
}

function redo() {
  if (state.at >= state.line.length - 1) return;
  state.token++;
  state.busy = false;
  state.at++;
  while (state.at < state.line.length - 1 && isComputer(playerAt(state.at))) state.at++;
  render();
  computerTurn();
}

function restart() {
  if (state.line.length === 0) return;
  state.token++;
  state.busy = false;
  state.at = 0;
  state.line = state.line.slice(0, 1);
  resetViews();
  render();
  computerTurn();
}

// ---------- rendering ----------
function render() {
  renderStatus(false);
  renderBoard();
  renderAnalysis();
  renderHistory();
  $('undo').disabled = state.at === 0;
  $('redo').disabled = state.at >= state.line.length - 1;
}

function renderStatus(thinking) {
  const s = $('status');
  const c = current();
  s.className = 'status';
  delete s.dataset.result;
  if (!c) {
    s.textContent = '—';
    return;
  }
  if (isOver(c.analysis)) {
    const toMove = playerAt(state.at);
    const v = c.analysis.value;
    if (v === 'draw') {
      s.textContent = `${t('gameOver')}: ${t('drawResult')}`;
      s.classList.add('over-draw');
      s.dataset.result = 'draw';
    } else {
      const winner = v === 'win' ? toMove : 3 - toMove;
      s.textContent = `${t('gameOver')}: ${t('wins', nameOf(winner))}`;
      s.classList.add(state.mode !== 'hh' && isComputer(winner) ? 'over-loss' : 'over-win');
      s.dataset.result = `p${winner}`;
      s.dataset.winner = state.mode === 'hh' ? `player${winner}` : isComputer(winner) ? 'computer' : 'human';
    }
    return;
  }
  const p = playerAt(state.at);
  s.textContent = '';
  const who = document.createElement('span');
  who.className = `p${p}`;
  who.textContent = thinking ? t('thinking') : t('toMove', nameOf(p));
  s.appendChild(who);
  s.dataset.result = 'playing';
}

function renderBoard() {
  const box = $('board');
  box.textContent = '';
  const c = current();
  $('position-text').textContent = c ? c.position : '';
  $('move-buttons').textContent = '';
  if (!c) return;
  const ctx = {
    position: c.position,
    analysis: c.analysis,
    canMove: canMove(),
    showValues: state.showValues,
    playMove,
    choose: showChooser,
    redraw: renderBoard,
    gameId: state.game.id,
    names: { toMove: nameOf(playerAt(state.at)), other: nameOf(3 - playerAt(state.at)) },
  };
  viewFor(state.game.id, c.position).draw(box, ctx);
  const buttons = $('move-buttons');
  // the game's own move order: the analysis lists moves best first, which would be a hint
  const byName = new Map(c.analysis.moves.map((m) => [m.move, m]));
  const ordered = (c.analysis.move_order || []).map((n) => byName.get(n)).filter(Boolean);
  for (const m of (ordered.length === c.analysis.moves.length ? ordered : c.analysis.moves).slice(0, 300)) {
    const b = document.createElement('button');
    b.textContent = m.move;
    b.dataset.move = m.move;
    b.disabled = !ctx.canMove;
    b.title = `→ ${m.position}`;
    b.addEventListener('click', () => playMove(m.move));
    buttons.appendChild(b);
  }
  $('move-input').disabled = !ctx.canMove;
}

function renderAnalysis() {
  const body = $('analysis-body');
  body.hidden = !state.showValues;
  const rows = $('move-rows');
  rows.textContent = '';
  const c = current();
  if (!c) {
    $('value-line').textContent = '';
    $('explanation').textContent = '';
    return;
  }
  const a = c.analysis;
  const p = playerAt(state.at);
  const line = $('value-line');
  line.textContent = '';
  const who = document.createElement('strong');
  who.textContent = t('valueLine', nameOf(p), '');
  const chip = document.createElement('span');
  chip.className = `chip ${a.value}`;
  chip.textContent = valueText(a.value, a.remoteness);
  line.append(who, ' ', chip);
  $('explanation').textContent = a.explanation;
  const playable = canMove();
  const next = state.line[state.at + 1];
  for (const m of a.moves.slice(0, 300)) {
    const tr = document.createElement('tr');
    tr.dataset.move = m.move;
    tr.dataset.value = m.value;
    if (playable) {
      tr.className = 'playable';
      tr.addEventListener('click', () => playMove(m.move));
    }
    if (next && next.move === m.move) tr.classList.add('played');
    // hovering a move shows where to click on the board for it
    tr.addEventListener('mouseenter', () => markBoard(m.move, true));
    tr.addEventListener('mouseleave', () => markBoard(m.move, false));
    const far = m.remoteness !== null && a.moves.length > 1 && m.remoteness > 2 * Math.max(1, a.moves[0].remoteness ?? 1);
    tr.innerHTML = `<td><code></code></td><td><span class="chip ${m.value}${far ? ' far' : ''}"></span></td><td></td><td><code></code></td>`;
    tr.children[0].firstChild.textContent = m.move;
    tr.children[1].firstChild.textContent = t(m.value);
    tr.children[2].textContent = m.remoteness === null ? '—' : String(m.remoteness);
    tr.children[3].firstChild.textContent = m.position;
    rows.appendChild(tr);
  }
  const note = $('moves-note');
  note.hidden = a.all_moves && a.moves.length > 0;
  note.textContent = a.moves.length === 0 ? t('noMoves') : t('moveSelection', a.moves.length);
}

function renderHistory() {
  const shown = state.line.slice(0, state.at + 1);
  const names = { 1: nameOf(1), 2: nameOf(2) };
  historyChart($('history-chart'), shown.map((e, i) => ({
    value: e.analysis.value,
    remoteness: e.analysis.remoteness,
    mover: playerAt(i),
    label: i === 0 ? `${t('start')}: ${e.position}` : `${i}. ${t('played', names[e.mover], e.move)} → ${e.position}`,
    blunder: e.blunder,
  })), names);
  const log = $('move-log');
  log.textContent = '';
  shown.slice(1).forEach((e) => {
    const li = document.createElement('li');
    const who = document.createElement('span');
    who.className = `p${e.mover}`;
    who.textContent = `${names[e.mover]}: `;
    const code = document.createElement('code');
    code.textContent = e.move;
    li.append(who, code);
    if (e.blunder) {
      const b = document.createElement('span');
      b.className = 'blunder';
      b.textContent = ` — ${t('blunder')}`;
      li.appendChild(b);
    }
    log.appendChild(li);
  });
}

function markBoard(move, on) {
  for (const e of document.querySelectorAll('#board [data-moves]')) {
    if (e.dataset.moves.split('|').includes(move)) e.classList.toggle('row-hover', on);
  }
}

// ---------- chooser (several moves for one click) ----------
function showChooser(candidates, ev) {
  const box = $('chooser');
  box.textContent = '';
  const p = document.createElement('p');
  p.textContent = t('chooseMove');
  box.appendChild(p);
  for (const m of candidates) {
    const b = document.createElement('button');
    b.dataset.move = m.move;
    b.textContent = state.showValues ? `${m.move} — ${valueText(m.value, m.remoteness)}` : m.move;
    if (state.showValues) b.style.borderColor = getComputedStyle(document.documentElement).getPropertyValue(`--${m.value}`);
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      playMove(m.move);
    });
    box.appendChild(b);
  }
  box.style.left = `${ev.pageX + 8}px`;
  box.style.top = `${ev.pageY + 8}px`;
  box.hidden = false;
}

function hideChooser() {
  $('chooser').hidden = true;
}

// ---------- tables ----------
async function loadTable() {
  const chart = $('table-chart');
  const text = $('table-explanation');
  const game = state.game.id;
  const upto = Number($('table-upto').value) || 60;
  chart.textContent = '';
  text.textContent = t('loading');
  try {
    const table = await api.table(game, state.params, upto);
    if (state.game.id !== game) return;
    // games whose position is one number can start from any n of the table
    const single = /^\s*\d+\s*$/.test(state.game.example);
    tableChart(chart, table, single ? (n) => {
      $('position-input').value = String(n);
      startGame();
      $('play').scrollIntoView({ behavior: 'smooth' });
    } : null);
    const parts = [];
    if (table.period !== null) {
      parts.push(`${t('period')} = ${table.period}, ${t('preperiod')} = ${table.preperiod} (${t(table.proven ? 'proven' : 'observed')})`);
    }
    parts.push(table.explanation);
    text.textContent = parts.join(' — ');
  } catch (e) {
    if (state.game.id !== game) return;
    text.textContent = e.status === 404 ? t('noTable') : e.message;
  }
}

// ---------- misc ----------
function showError(id, message) {
  const e = $(id);
  e.hidden = !message;
  e.textContent = message || '';
}

function relabel() {
  setLang(getLang());
  renderGameList();
  renderGameHeader();
  if (state.game) {
    render();
    loadTable();
  }
}

function wire() {
  for (const b of document.querySelectorAll('[data-lang]')) {
    b.addEventListener('click', () => {
      setLang(b.dataset.lang);
      relabel();
    });
  }
  $('game-filter').addEventListener('input', renderGameList);
  window.addEventListener('hashchange', () => {
    const id = new URLSearchParams(location.hash.slice(1)).get('game');
    if (id && (!state.game || state.game.id !== id) && state.games.some((g) => g.id === id)) selectGame(id, false);
  });
  $('setup-form').addEventListener('submit', (e) => {
    e.preventDefault();
    startGame();
  });
  $('mode').addEventListener('change', () => startGame());
  $('skill').addEventListener('change', () => { state.skill = Number($('skill').value); });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('restart').addEventListener('click', restart);
  $('show-analysis').addEventListener('change', (e) => {
    state.showValues = e.target.checked;
    render();
  });
  $('typed-move').addEventListener('submit', (e) => {
    e.preventDefault();
    const m = $('move-input').value.trim();
    if (m && canMove()) {
      $('move-input').value = '';
      playMove(m);
    }
  });
  $('table-form').addEventListener('submit', (e) => {
    e.preventDefault();
    loadTable();
  });
  document.addEventListener('click', (e) => {
    if (!$('chooser').contains(e.target)) hideChooser();
  });
  document.addEventListener('keydown', (e) => {
    if (e.target.matches('input, textarea, select')) return;
    if ((e.ctrlKey || e.metaKey) && e.key === 'z') undo();
    if ((e.ctrlKey || e.metaKey) && e.key === 'y') redo();
  });
}

setLang(getLang());
wire();
loadGames().catch((e) => showError('setup-error', e.message));
