// The page: game picker, play (against the computer or two players), analysis, value history and
// tables. Every value shown comes from the server's analysis; the page solves nothing itself and
// knows no game by name: the catalogue (/api/games) says which board to draw.
import { api } from './api.js';
import { t, setLang, getLang, initialLang, valueText, pick, setPicked, moveLabel, moveLabelPicked, paramLabel, choiceLabel } from './i18n.js';
import { viewFor, resetViews } from './viewkinds.js';
import { otherMoves } from './views.js';
import { historyChart, tableChart } from './charts.js';
import { gameHash, readGameHash } from './url.js';
import { errorText, sentences } from './errors.js';
import { sideToMove, labelModes, leavesValue, renderCgt } from './partizan.js'; // issue 23: partizan games

const $ = (id) => document.getElementById(id);
const RANK = { loss: 0, draw: 1, win: 2 };
const NEGATE = { win: 'loss', loss: 'win', draw: 'draw' };
const PROGRESS_AFTER_MS = 200;
const COMPUTER_DELAY_MS = 450;

const state = {
  games: [],
  formGame: null, // the family whose form is shown
  game: null, // the game on the board: {family, params, start}
  mode: 'hc',
  skill: 1,
  showValues: true,
  line: [], // [{position, analysis, move, label, mover, blunder}], line[0] = the start
  at: 0, // index of the position on the board
  busy: false,
  busySince: 0,
  token: 0, // bumps on every change, so a pending answer or computer move can see it is stale
  hint: null,
  errors: { 'setup-error': null, 'play-error': null },
};

// ---------- players ----------
const playerAt = (i) => (i % 2 === 0 ? 1 : 2);
const isComputer = (p) => (state.mode === 'hc' && p === 2) || (state.mode === 'ch' && p === 1);
const humanPlayer = () => (state.mode === 'ch' ? 2 : 1);
function nameOf(p) {
  if (state.mode === 'hh') return t(p === 1 ? 'player1' : 'player2');
  return isComputer(p) ? t('computer') : t('you');
}
/** The colour class of a player: you are always blue, the computer orange; two players: 1 blue, 2 orange. */
const colourOf = (p) => (state.mode === 'hh' ? `p${p}` : isComputer(p) ? 'p2' : 'p1');
const current = () => state.line[state.at];
const isOver = (a) => a.over || (a.moves.length === 0 && a.all_moves);
function canMove() {
  const c = current();
  return !!c && !state.busy && !isOver(c.analysis) && !isComputer(playerAt(state.at));
}
const family = (id) => state.games.find((g) => g.id === id);
const picked = (obj, key) => pick(obj, key);

// ---------- busy: the board is locked and shows progress ----------
let progressTimer = null;
/**
 * Locks the board while an answer is awaited. The progress shows over the board, and for a new
 * game also beside its button (on a phone the board is a screen away from the form), which is
 * disabled meanwhile so that a second tap sends no second request.
 */
function setBusy(on, fromForm = false) {
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

/**
 * Positions the server refused for time (503) or work (422), kept for ten minutes (API.md's rule
 * for the server): asked again, they are refused at once with the same message.
 */
const REFUSED_FOR_MS = 10 * 60 * 1000;
const refused = new Map();
const requestKey = (id, params, position) => JSON.stringify([id, params, position]);
function refusedBefore(key) {
  const r = refused.get(key);
  if (r && Date.now() - r.at < REFUSED_FOR_MS) return r.e;
  refused.delete(key);
  return null;
}

// ---------- game picker and setup form ----------
function renderGameList() {
  const list = $('game-list');
  const filter = $('game-filter').value.trim().toLowerCase();
  list.textContent = '';
  const select = $('game-select');
  select.textContent = '';
  const zh = getLang() === 'zh';
  for (const g of state.games) {
    const opt = document.createElement('option');
    opt.value = g.id;
    opt.textContent = zh ? g.name_zh : g.name_en;
    select.appendChild(opt);
    const text = `${g.id} ${g.name_zh} ${g.name_en}`.toLowerCase();
    if (filter && !text.includes(filter)) continue;
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.game = g.id;
    b.classList.toggle('active', state.formGame && state.formGame.id === g.id);
    const first = document.createElement('span');
    first.className = 'first';
    first.textContent = zh ? g.name_zh : g.name_en;
    const second = document.createElement('span');
    second.className = 'second';
    second.textContent = zh ? g.id : `${g.name_zh} · ${g.id}`;
    b.append(first, second);
    b.addEventListener('click', () => selectGame(g.id));
    li.appendChild(b);
    list.appendChild(li);
  }
  if (list.children.length === 0) {
    const li = document.createElement('li');
    li.className = 'note';
    li.textContent = t('noGameFound');
    list.appendChild(li);
  }
  if (state.formGame) select.value = state.formGame.id;
}

/** Fills the form for a family (its example, or the given parameters and position). */
function fillForm(g, params, position) {
  state.formGame = g;
  renderGameList();
  const fields = $('param-fields');
  fields.textContent = '';
  for (const p of g.parameters) {
    const label = document.createElement('label');
    label.className = 'field';
    const span = document.createElement('span');
    span.className = 'param-name';
    span.dataset.param = p.name;
    const value = params ? params[p.name] ?? p.default ?? '' : (g.example_params && g.example_params[p.name]) ?? p.example ?? p.default ?? '';
    let input;
    if (Array.isArray(p.choices) && p.choices.length > 0) {
      input = document.createElement('select');
      // a value off the list (a link with of=octal:0.6) stays, as one more option
      const listed = value !== '' && !p.choices.includes(value) ? [...p.choices, value] : p.choices;
      for (const c of listed) {
        const o = document.createElement('option');
        o.value = c;
        input.appendChild(o);
      }
      input.value = listed.includes(value) ? value : p.choices[0];
    } else {
      input = document.createElement('input');
      input.value = value;
      input.placeholder = p.default ?? p.example ?? '';
      input.spellcheck = false;
    }
    input.id = `param-${p.name}`;
    input.dataset.param = p.name;
    const small = document.createElement('small');
    small.dataset.param = p.name;
    label.append(span, input, small);
    fields.appendChild(label);
  }
  renderFormTexts();
  const pos = $('position-input');
  pos.value = position ?? g.example;
  pos.rows = Math.min(6, Math.max(1, pos.value.split('\n').length));
}

/** The form's texts in the current language. */
function renderFormTexts() {
  const g = state.formGame;
  if (!g) return;
  setPicked($('game-rules'), picked(g, 'rules'));
  setPicked($('position-syntax'), picked(g, 'position_syntax'));
  labelModes(g, $('position-input').value, $('mode'));
  for (const span of document.querySelectorAll('#param-fields .param-name')) {
    const p = g.parameters.find((x) => x.name === span.dataset.param);
    if (p) span.textContent = paramLabel(p);
  }
  for (const o of document.querySelectorAll('#param-fields option')) o.textContent = choiceLabel(o.value);
  for (const small of document.querySelectorAll('#param-fields small')) {
    const p = g.parameters.find((x) => x.name === small.dataset.param);
    if (!p) continue;
    const d = picked(p, 'description');
    const extra = p.default !== null && p.default !== undefined ? `（${t('defaultIs', p.default)}）` : '';
    setPicked(small, { text: d.text + (getLang() === 'zh' ? extra : extra.replace('（', ' (').replace('）', ')')), fallback: d.fallback });
  }
}

function selectGame(id) {
  const g = family(id);
  if (!g) return;
  resetViews();
  fillForm(g);
  startGame();
}

function readParams() {
  const params = {};
  for (const input of document.querySelectorAll('#param-fields input[data-param], #param-fields select[data-param]')) {
    if (input.value.trim() !== '') params[input.dataset.param] = input.value.trim();
  }
  return params;
}

/**
 * Starts the game of the form. The old game stays on the board (locked, with progress) until the
 * new one's analysis is back; when it is refused, the old game and its form come back unchanged.
 */
async function startGame(replay = []) {
  const token = ++state.token;
  const g = state.formGame;
  const params = readParams();
  const position = $('position-input').value;
  const mode = $('mode').value;
  hideChooser();
  showError('setup-error', null);
  showError('play-error', null);
  const key = requestKey(g.id, params, position);
  const before = refusedBefore(key);
  setBusy(!before, replay.length === 0);
  try {
    if (before) throw before;
    let a;
    try {
      a = await api.analyze(g.id, params, position);
    } catch (e) {
      if (e.status === 503 || e.status === 422) refused.set(key, { e, at: Date.now() });
      throw e;
    }
    if (token !== state.token) return;
    const line = [{ position: a.position, analysis: a, move: null, label: null, mover: null, blunder: false }];
    let stopped = null; // a link's move that was refused: the game opens up to the move before it
    for (const move of replay) {
      const from = line[line.length - 1];
      let r;
      try {
        r = await api.play(g.id, params, from.position, move);
      } catch (e) {
        if (token !== state.token) return;
        stopped = { key: 'linkStopped', args: [line.length, move.slice(0, 60)], cause: e };
        break;
      }
      if (token !== state.token) return;
      line.push(entry(from, r, line.length - 1));
    }
    state.game = { family: g, params, start: a.position };
    state.mode = mode;
    state.skill = Number($('skill').value);
    state.line = line;
    state.at = line.length - 1;
    state.hint = null;
    resetViews();
    setBusy(false);
    render();
    if (stopped) showError('play-error', stopped);
    loadTable();
    computerTurn();
  } catch (e) {
    if (token !== state.token) return;
    setBusy(false);
    const old = state.game;
    if (old && (e.status !== 400 || old.family.id !== g.id)) {
      // refused or too slow: the form shows the game on the board again
      fillForm(old.family, old.params, old.start);
      $('mode').value = state.mode;
    }
    showError('setup-error', e, !!old);
    render();
  }
}

/** The line entry for a played move (r is the /api/play answer). */
function entry(from, r, index) {
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

// ---------- moves ----------
async function playMove(move, byComputer = false) {
  const from = current();
  if (!from || state.busy || isOver(from.analysis)) return;
  if (!byComputer && isComputer(playerAt(state.at))) return;
  const next = state.line[state.at + 1];
  if (next && next.move === move) {
    // the move already played here: step forward (over the computer's kept reply, if any) and keep
    // the later moves for Redo
    const reply = state.at + 2 < state.line.length && isComputer(playerAt(state.at + 1));
    goTo(state.at + (reply ? 2 : 1));
    return;
  }
  const token = ++state.token;
  hideChooser();
  showError('play-error', null);
  showError('setup-error', null);
  state.hint = null;
  setBusy(true);
  try {
    const r = await api.play(state.game.family.id, state.game.params, from.position, move);
    if (token !== state.token) return;
    // a different move: the later moves of the old line are gone (Redo has nothing to redo)
    state.line = state.line.slice(0, state.at + 1);
    state.line.push(entry(from, r, state.at));
    state.at++;
    setBusy(false);
  } catch (e) {
    if (token !== state.token) return;
    setBusy(false);
    showError('play-error', e);
  }
  render();
  computerTurn();
}

/** Going back in history shows a position; the computer moves only at the end of the line. */
const browsing = () => state.at < state.line.length - 1;

/** The computer's move, when it is to move at the end of the line (or asked to, from history). */
function computerTurn(fromHistory = false) {
  const c = current();
  if (!c || isOver(c.analysis) || !isComputer(playerAt(state.at)) || state.busy) return;
  if (browsing() && !fromHistory) return;
  const token = state.token;
  renderStatus(true);
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
  while (target >= 0 && isComputer(playerAt(target))) target--;
  return target;
}

/** Shows position i of the line; the later moves stay for Redo until a different move is played. */
function goTo(i) {
  if (i < 0 || i >= state.line.length || state.busy) return;
  state.token++;
  state.at = i;
  state.hint = null;
  hideChooser();
  showError('play-error', null);
  resetViews();
  render();
  computerTurn();
}

const undo = () => goTo(undoTarget());

function redo() {
  let i = state.at + 1;
  while (i < state.line.length - 1 && isComputer(playerAt(i))) i++;
  goTo(i);
}

/** Back to the start; like Undo, the moves stay for Redo until a different move is played. */
function restart() {
  if (state.busy) return;
  if (!state.game) {
    startGame(); // nothing on the board yet (the setup failed): start from the form
    return;
  }
  goTo(0);
}

/** Players changed mid-game: the same game goes on with the new players (nothing is thrown away). */
function changePlayers() {
  if (!state.game) {
    startGame();
    return;
  }
  state.token++;
  state.mode = $('mode').value;
  resetViews();
  render();
  computerTurn();
}

function hint() {
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

/**
 * A typed move as the listed move it names: its move text or either language's label, ignoring
 * spaces, case and full-width digits (取2个, 取２个 and "take 2" are 取 2 个), or a bare number
 * when exactly one listed move has that number alone; anything else goes to the server as typed.
 */
function typedMove(text, analysis) {
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

// ---------- rendering ----------
function render() {
  renderStatus(false);
  renderBoard();
  renderAnalysis();
  renderHistory();
  renderErrors();
  $('undo').disabled = state.busy || undoTarget() < 0;
  $('redo').disabled = state.busy || state.at >= state.line.length - 1;
  $('restart').disabled = state.busy;
  $('hint').disabled = state.busy || !canMove();
  const c = current();
  $('resume').hidden = !(c && browsing() && !isOver(c.analysis) && isComputer(playerAt(state.at)));
  $('resume').disabled = state.busy;
  if (!state.hint) $('hint-line').hidden = true;
  writeUrl();
}

function setStatus(s, text, cls) {
  s.textContent = '';
  const span = document.createElement('span');
  span.textContent = text;
  if (cls) span.className = cls;
  s.appendChild(span);
}

function resultText(a, toMove) {
  if (a.value === 'draw') return { text: `${t('gameOver')}${t('colon')}${t('drawResult')}`, winner: null };
  const winner = a.value === 'win' ? toMove : 3 - toMove;
  const who = state.mode !== 'hh' && !isComputer(winner) ? t('youWin') : t('wins', nameOf(winner));
  return { text: `${t('gameOver')}${t('colon')}${who}`, winner };
}

function renderStatus(thinking) {
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
  setStatus(s, thinking && isComputer(toMove) ? t('thinking') : side ? t('sideToMove', side, nameOf(toMove)) : t('toMove', nameOf(toMove)), colourOf(toMove));
  s.dataset.result = 'playing';
}

function orderedMoves(a) {
  // the game's own move order: the analysis lists moves best first, which would be a hint
  const byName = new Map(a.moves.map((m) => [m.move, m]));
  const ordered = (a.move_order || []).map((n) => byName.get(n)).filter(Boolean);
  return ordered.length === a.moves.length ? ordered : a.moves;
}

let boardHadFocus = false; // a keyboard player keeps the focus on the board from move to move
function renderBoard() {
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
    playMove: (m) => playMove(m),
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

function renderAnalysis() {
  const show = state.showValues;
  $('analysis-body').hidden = !show;
  $('hidden-note').hidden = show;
  const rows = $('move-rows');
  rows.textContent = '';
  const c = current();
  const line = $('value-line');
  line.textContent = '';
  $('explanation').textContent = '';
  $('method-line').textContent = '';
  $('moves-note').hidden = true;
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
      tr.addEventListener('click', () => playMove(m.move));
      tr.addEventListener('keydown', (ev) => {
        if (ev.key === 'Enter') playMove(m.move);
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

function renderHistory() {
  const shown = state.line;
  const up = state.mode === 'hh' ? 1 : humanPlayer();
  const names = { up: nameOf(up), down: nameOf(3 - up) };
  $('history-body').hidden = !state.showValues;
  if (state.showValues && shown.length > 0) {
    historyChart($('history-chart'), shown.map((e, i) => {
      const toMove = playerAt(i);
      const winner = e.analysis.value === 'draw' ? 0 : e.analysis.value === 'win' ? toMove : 3 - toMove;
      return {
        sign: winner === 0 ? 0 : winner === up ? 1 : -1,
        remoteness: e.analysis.remoteness,
        label: i === 0 ? `${t('start')}${t('colon')}${e.position}` : `${t('moveNo', i)} ${nameOf(e.mover)}${t('colon')}${moveLabel(e.label)} → ${e.position}`,
        valueWords: `${nameOf(toMove)}${t('colon')}${valueText(e.analysis.value, e.analysis.remoteness)}`,
        blunder: e.blunder,
      };
    }), names, state.at, goTo);
  } else {
    $('history-chart').textContent = '';
  }
  const log = $('move-log');
  log.textContent = '';
  shown.slice(1).forEach((e, k) => {
    const i = k + 1;
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    // moves after the position on the board are kept for Redo, shown paler
    b.className = i === state.at ? 'log-entry current' : i > state.at ? 'log-entry later' : 'log-entry';
    b.dataset.index = String(i);
    const who = document.createElement('span');
    who.className = colourOf(e.mover);
    who.textContent = `${nameOf(e.mover)}${t('colon')}`;
    const label = moveLabelPicked(e.label);
    const code = document.createElement('span');
    code.className = 'mono';
    setPicked(code, label);
    b.append(who, code);
    if (e.blunder && state.showValues) {
      const mark = document.createElement('span');
      mark.className = 'blunder';
      mark.textContent = ` — ${t('blunder')}`;
      b.appendChild(mark);
    }
    b.addEventListener('click', () => goTo(i));
    li.appendChild(b);
    log.appendChild(li);
  });
}

// ---------- chooser (several moves for one target), kept inside the screen ----------
let chooserAnchor = null;
function showChooser(candidates, anchor) {
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
      playMove(m.move);
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
function hideChooser(refocus = false) {
  const open = !$('chooser').hidden;
  $('chooser').hidden = true;
  if (open && refocus && chooserAnchor && document.contains(chooserAnchor)) chooserAnchor.focus();
}

// ---------- tables ----------
let tableToken = 0;
async function loadTable() {
  const card = $('tables');
  const chart = $('table-chart');
  const text = $('table-explanation');
  const token = ++tableToken;
  chart.textContent = '';
  text.textContent = '';
  const g = state.game && state.game.family;
  card.hidden = !g || g.has_table === false || !state.showValues;
  if (card.hidden) return;
  const upto = Math.max(1, Math.min(2000, Number($('table-upto').value) || 60));
  text.textContent = t('loading');
  try {
    const table = await api.table(g.id, state.game.params, upto);
    if (token !== tableToken) return;
    drawTable(table);
  } catch (e) {
    if (token !== tableToken) return;
    if (e.status === 404) {
      card.hidden = true;
      return;
    }
    text.textContent = errorText(e);
  }
}

let lastTable = null;
function drawTable(table) {
  lastTable = table;
  const chart = $('table-chart');
  const text = $('table-explanation');
  const zh = getLang() === 'zh';
  const given = table[zh ? 'row_names_zh' : 'row_names_en'];
  const names = table.rows ? table.rows.map((r, i) => (given && given[i]) || r.name || '') : [table.kind === 'grundy' ? '' : 'n'];
  const axisGiven = table[zh ? 'column_name_zh' : 'column_name_en'];
  // rows named a=… (the first pile) or w=… (a sheet's width): the columns are pile b or height h
  const rowsNamed = (letter) => table.rows && table.rows.every((r) => new RegExp(`^${letter}\\s*=`).test(r.name || ''));
  const axis = axisGiven || (rowsNamed('a') ? t('axisB') : rowsNamed('w') ? t('axisH') : t('axisN'));
  const single = /^\s*\d+\s*$/.test(state.game.family.example);
  tableChart(chart, table, names, axis, single ? (n) => {
    $('position-input').value = String(n);
    startGame();
    $('play').scrollIntoView({ behavior: 'smooth' });
  } : null, zh && !given);
  const parts = [];
  const pre = table.preperiod;
  const per = table.period;
  const count = table.rows ? table.rows[0].values.length : table.values.length;
  // the period in short, unless the proof (or else the explanation) already says it in the same words
  const proof = pick(table, 'proof');
  const own = proof.text ? proof : pick(table, 'explanation');
  const saysPeriod = own.text.includes(`period ${per} from n = ${pre}`) || own.text.includes(`从 n = ${pre} 起周期为 ${per}`);
  if (per !== null && per !== undefined && pre !== null && pre !== undefined && (!saysPeriod || pre + per > count)) {
    parts.push(pre + per > count ? t('periodBeyond', pre, per) : t('periodFrom', pre, per, table.proven));
  }
  parts.push(own.text);
  const said = parts.filter(Boolean).map((p) => p.replace(/[。.]$/, ''));
  setPicked(text, { text: said.length ? `${said.join(zh ? '。' : ' — ')}${zh ? '。' : '.'}` : '', fallback: own.fallback });
}

// ---------- errors: one message per error, in the current language ----------
function showError(id, e, oldKept = false) {
  state.errors[id] = e ? { e, oldKept } : null;
  renderErrors();
}

function renderErrors() {
  for (const [id, err] of Object.entries(state.errors)) {
    const node = $(id);
    node.hidden = !err;
    if (!err) {
      node.textContent = '';
      continue;
    }
    const zh = getLang() === 'zh';
    const text = err.oldKept ? sentences(errorText(err.e), t('oldGameKept')) : errorText(err.e);
    node.textContent = zh ? withParamLabels(text) : text;
    if (zh && err.e.status && !err.e.zh && err.e.en) node.dataset.fallback = 'en';
    else delete node.dataset.fallback;
  }
}

/** A Chinese error names a parameter as the form does (参数「取数集合」="0"), not by its id (参数 takes="0"). */
function withParamLabels(text) {
  const g = state.formGame;
  if (!g) return text;
  let out = text;
  for (const p of g.parameters) {
    const label = paramLabel(p);
    if (label === p.name) continue;
    const id = p.name.replace(/[-]/g, '\\-');
    out = out.replace(new RegExp(`参数 "?${id}"?(?=[=\\s：的"]|$)`, 'g'), `参数「${label}」`);
  }
  return out;
}

// ---------- the shareable URL: game, parameters, position, moves, players, language ----------
function writeUrl() {
  if (!state.game) return;
  const hash = gameHash({
    game: state.game.family.id,
    params: state.game.params,
    position: state.game.start,
    moves: state.line.slice(1, state.at + 1).map((e) => e.move),
    mode: state.mode,
    skill: state.skill,
    values: state.showValues,
    lang: getLang(),
  });
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

const readUrl = () => readGameHash(location.hash);

/** Opens the game of a link (read before anything rewrites the address), in this tab or a new one. */
function openFromUrl(u = readUrl()) {
  const g = family(u.game) || state.games[0];
  if (!g) return;
  if (['hc', 'ch', 'hh'].includes(u.mode)) $('mode').value = u.mode;
  if (u.skill !== null && [...$('skill').options].some((o) => o.value === u.skill)) {
    $('skill').value = u.skill;
    state.skill = Number(u.skill);
  }
  if (u.values !== null) setShowValues(u.values);
  const known = g.id === u.game;
  fillForm(g, known && Object.keys(u.params).length ? u.params : null, known && u.pos !== null ? u.pos : undefined);
  startGame(known ? u.moves : []);
}

async function share() {
  writeUrl();
  const line = $('share-line');
  line.hidden = false;
  try {
    await navigator.clipboard.writeText(location.href);
    line.textContent = `${t('copied')} ${location.href}`;
  } catch (e) {
    line.textContent = `${t('copyThis')} ${location.href}`;
  }
}

// ---------- wiring ----------
function relabel() {
  renderGameList();
  renderFormTexts();
  document.querySelectorAll('.colon').forEach((c) => { c.textContent = t('colon'); });
  if (state.game) {
    render();
    if (lastTable && !$('tables').hidden) drawTable(lastTable);
  }
  renderErrors();
  if (state.hint) hint();
}

function wire() {
  for (const b of document.querySelectorAll('[data-lang]')) {
    b.addEventListener('click', () => {
      setLang(b.dataset.lang);
      relabel();
    });
  }
  $('game-filter').addEventListener('input', renderGameList);
  $('game-select').addEventListener('change', (e) => selectGame(e.target.value));
  window.addEventListener('hashchange', (ev) => {
    // a pasted link, read from the event: an answer for the old game that came in before this
    // handler ran has rewritten the address to the old game already (and relabelling would too)
    const u = readGameHash(new URL(ev.newURL).hash);
    if (u.lang && u.lang !== getLang()) {
      setLang(u.lang);
      relabel();
    }
    openFromUrl(u);
  });
  $('setup-form').addEventListener('submit', (e) => {
    e.preventDefault();
    startGame();
  });
  $('mode').addEventListener('change', changePlayers);
  $('position-input').addEventListener('input', renderFormTexts);
  $('resume').addEventListener('click', () => computerTurn(true));
  $('skill').addEventListener('change', () => { state.skill = Number($('skill').value); });
  $('skip').addEventListener('click', (e) => {
    // not a link to #board: the address holds the game, and changing it would open another
    e.preventDefault();
    const first = $('board').querySelector('.target');
    if (first) first.focus();
    else $('move-input').focus();
  });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('restart').addEventListener('click', restart);
  $('hint').addEventListener('click', hint);
  $('share').addEventListener('click', share);
  $('show-analysis').addEventListener('change', (e) => {
    setShowValues(e.target.checked);
    remember(VALUES_KEY, e.target.checked ? 'on' : 'off');
    render();
    loadTable();
  });
  $('typed-move').addEventListener('submit', (e) => {
    e.preventDefault();
    const m = $('move-input').value.trim();
    if (m && canMove()) {
      $('move-input').value = '';
      playMove(typedMove(m, current().analysis));
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
    if (e.key === 'Escape') hideChooser(true);
    if (e.target.matches('input, textarea, select')) return;
    if ((e.ctrlKey || e.metaKey) && e.key === 'z') undo();
    if ((e.ctrlKey || e.metaKey) && e.key === 'y') redo();
  });
  let resize = null;
  window.addEventListener('resize', () => {
    clearTimeout(resize);
    resize = setTimeout(() => {
      if (state.game) {
        renderBoard();
        renderHistory();
        if (lastTable && !$('tables').hidden) drawTable(lastTable);
      }
    }, 150);
  });
}

/** A choice that sticks in this browser (values off, for a class), when storage is allowed. */
const VALUES_KEY = 'boyi.values';
function remember(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (e) {
    // storage refused (private mode): the choice lasts for this page only
  }
}
function remembered(key) {
  try {
    return localStorage.getItem(key);
  } catch (e) {
    return null;
  }
}

function setShowValues(on) {
  state.showValues = on;
  $('show-analysis').checked = on;
}

async function main() {
  // 自定义游戏 / Your own game (issue 18): #rules or #rules=<text> opens the rule editor
  if (location.hash.startsWith('#rules')) return location.replace(`rules.html${location.hash.replace(/^#rules(&|$)/, '#')}`);
  setLang(initialLang(readUrl().lang));
  if (remembered(VALUES_KEY) === 'off') setShowValues(false);
  document.querySelectorAll('.colon').forEach((c) => { c.textContent = t('colon'); });
  wire();
  try {
    state.games = await api.games();
  } catch (e) {
    showError('setup-error', e);
    return;
  }
  renderGameList();
  openFromUrl();
}

main();
