// 自定义游戏 / Your own game (rules.html): a rule text (docs/rules.md) is checked by the server
// (POST /api/rules/check), its table drawn (POST /api/table), and the game played with the analysis
// of every position (POST /api/analyze, /api/play), each request carrying the rule text in place of a
// game id. The text travels in the address: #rules=<base64url of its UTF-8>&lang=zh.
import { ApiError } from './api.js';
import { t, setLang, getLang, initialLang, pick, setPicked, moveLabelPicked } from './i18n.js';
import './rules-i18n.js';
import { errorText } from './errors.js';

const $ = (id) => document.getElementById(id);
const MAX_URL = 8000;
const CHECK_DELAY_MS = 600;

const state = {
  examples: [],
  game: null, // the checked game (the shape of an /api/games entry, plus key)
  rules: '', // the text the game was checked from
  error: null, // the last check's error (ApiError with line, column)
  table: null,
  line: [], // the positions played: [{position, analysis}]
  token: 0,
  checkTimer: null,
};

// ---------- requests ----------
async function post(url, body) {
  let res;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, null, null);
  }
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const e = new ApiError(res.status, data.error, data.error_zh);
    e.line = data.line ?? null;
    e.column = data.column ?? null;
    throw e;
  }
  return data;
}

// ---------- the address ----------
/** base64url of the UTF-8 bytes of a text, and back. */
export function encodeRules(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
export function decodeRules(code) {
  const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function readHash() {
  const q = new URLSearchParams(location.hash.replace(/^#/, ''));
  return { rules: q.get('rules'), example: q.get('example'), lang: q.get('lang') };
}

function writeHash() {
  const text = $('rules-text').value;
  const q = new URLSearchParams();
  const code = encodeRules(text);
  const kb = (new TextEncoder().encode(text).length / 1024).toFixed(1);
  const share = $('rules-share');
  if (code.length > MAX_URL) {
    share.hidden = false;
    share.classList.add('error');
    share.textContent = t('tooLong', kb);
  } else {
    share.classList.remove('error');
    share.hidden = true;
    q.set('rules', code);
  }
  q.set('lang', getLang());
  const hash = `#${q.toString()}`;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

// ---------- the editor ----------
function lineCol(text, index) {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function renderGutter() {
  const ta = $('rules-text');
  const lines = ta.value.split('\n').length;
  const g = $('rules-gutter');
  g.textContent = '';
  const bad = state.error && state.error.line;
  for (let i = 1; i <= lines; i++) {
    const s = document.createElement('span');
    s.textContent = String(i);
    if (i === bad) s.className = 'bad';
    g.append(s, '\n');
  }
  g.scrollTop = ta.scrollTop;
}

function renderCaret() {
  const ta = $('rules-text');
  const { line, column } = lineCol(ta.value, ta.selectionStart);
  $('rules-caret').textContent = t('caretAt', line, column);
  $('rules-size').textContent = t('sizeIs', (new TextEncoder().encode(ta.value).length / 1024).toFixed(1));
}

/** Scrolls the text to a line and puts the caret at its column. */
function goToLine(line, column, focus) {
  const ta = $('rules-text');
  const lines = ta.value.split('\n');
  let index = 0;
  for (let i = 0; i < Math.min(line - 1, lines.length); i++) index += lines[i].length + 1;
  index += Math.max(0, Math.min((column || 1) - 1, (lines[line - 1] || '').length));
  const lineHeight = parseFloat(getComputedStyle(ta).lineHeight) || 20;
  ta.scrollTop = Math.max(0, (line - 3) * lineHeight);
  if (focus) {
    ta.focus({ preventScroll: true });
    ta.setSelectionRange(index, Math.min(index + 1, ta.value.length));
    renderCaret();
  }
  renderGutter();
}

function renderError() {
  const p = $('rules-error');
  const e = state.error;
  p.hidden = !e;
  p.textContent = '';
  if (!e) return;
  const msg = errorText(e);
  if (e.line) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'linkish';
    b.id = 'rules-error-at';
    b.dataset.line = e.line;
    b.dataset.column = e.column || 1;
    b.textContent = t('errorAt', e.line, e.column || 1);
    b.addEventListener('click', () => goToLine(e.line, e.column, true));
    const rest = document.createElement('span');
    rest.textContent = t('colon') + stripWhere(msg);
    p.append(b, rest);
  } else {
    p.textContent = msg;
  }
}

/** The server's message without its own "line L, column C:" prefix (the page shows its own). */
function stripWhere(msg) {
  return String(msg).replace(/^\s*((rules )?line \d+, column \d+:?|(规则)?第\s*\d+\s*行\s*第\s*\d+\s*列[：:]?)\s*/i, '');
}

function scheduleCheck() {
  clearTimeout(state.checkTimer);
  if (!$('rules-live').checked) return;
  state.checkTimer = setTimeout(() => check(false), CHECK_DELAY_MS);
}

async function check(focusError) {
  clearTimeout(state.checkTimer);
  const text = $('rules-text').value;
  writeHash();
  const token = ++state.token;
  if (!text.trim()) {
    state.error = new ApiError(400, t('noRules'), t('noRules'));
    state.game = null;
    render();
    return;
  }
  $('rules-ok').hidden = false;
  $('rules-ok').textContent = t('checking');
  try {
    const g = await post('api/rules/check', { rules: text });
    if (token !== state.token) return;
    const same = state.game && state.game.key === g.key;
    state.error = null;
    state.game = g;
    state.rules = text;
    render();
    if (!same) {
      $('rg-param-fields').textContent = '';
      renderParams();
      $('rp-start').value = g.example || '';
      state.line = [];
      await Promise.all([loadTable(), startPlay()]);
    }
  } catch (e) {
    if (token !== state.token) return;
    state.error = e;
    render();
    if (e.line) goToLine(e.line, e.column, focusError);
  }
}

// ---------- the game, its table ----------
function render() {
  renderGutter();
  renderCaret();
  renderError();
  const g = state.game;
  const ok = $('rules-ok');
  const okNow = g && !state.error;
  ok.hidden = !okNow;
  if (okNow) ok.textContent = t('ruleOk', pick(g, 'name').text);
  for (const id of ['rules-game', 'rules-table', 'rules-play']) $(id).hidden = !g;
  $('rules-game').classList.toggle('stale', !!state.error);
  if (!g) return;
  setPicked($('rg-name'), pick(g, 'name'));
  setPicked($('rg-rules'), pick(g, 'rules'));
  setPicked($('rg-syntax'), pick(g, 'position_syntax'));
  renderParams();
  renderTable();
  renderPlay();
}

/** The rules' parameters (param lines), with the values typed, else their defaults. */
function renderParams() {
  const g = state.game;
  const box = $('rg-param-fields');
  const typed = readParams();
  box.textContent = '';
  $('rg-params').hidden = !g.parameters || g.parameters.length === 0;
  for (const p of g.parameters || []) {
    const label = document.createElement('label');
    label.className = 'field';
    const name = document.createElement('span');
    name.textContent = p.name;
    const input = document.createElement('input');
    input.dataset.param = p.name;
    input.spellcheck = false;
    input.value = typed[p.name] ?? p.default ?? p.example ?? '';
    const help = document.createElement('small');
    setPicked(help, pick(p, 'description'));
    label.append(name, input, help);
    box.append(label);
  }
}

function readParams() {
  const params = {};
  for (const input of document.querySelectorAll('#rg-param-fields input')) {
    if (input.value.trim() !== '') params[input.dataset.param] = input.value.trim();
  }
  return params;
}

async function loadTable() {
  const g = state.game;
  $('rt-error').hidden = true;
  state.table = null;
  if (!g.has_table) {
    renderTable();
    return;
  }
  const upto = Math.max(1, Math.min(400, parseInt($('rt-upto').value, 10) || 60));
  const rules = state.rules;
  $('rt-period').textContent = t('tableLoading');
  try {
    const table = await post('api/table', { rules, params: readParams(), upto });
    if (rules !== state.rules) return;
    state.table = table;
  } catch (e) {
    if (rules !== state.rules) return;
    $('rt-error').hidden = false;
    $('rt-error').textContent = errorText(e);
  }
  renderTable();
}

const OUT = { '-1': 'loss', 0: 'draw', 1: 'win' };
const SIGN = { '-1': '-', 0: '0', 1: '+' };

function cellClass(kind, v) {
  if (kind === 'grundy') return v === 0 ? 'loss' : 'win';
  return OUT[v] || 'draw';
}

/** The rows of a two-number table ("a=0", "a=1", ...), or null. */
function pairOf(table) {
  const rows = table.rows;
  if (!rows || rows.length < 2) return null;
  const m = rows.map((r) => /^([A-Za-z_]\w*)=(\d+)$/.exec(r.name));
  if (m.some((x) => !x)) return null;
  const col = /columns (\w+) = 0/.exec(table.explanation || '');
  return { a: m[0][1], b: col ? col[1] : '·' };
}

function renderTable() {
  const rowsBox = $('rt-rows');
  const grid = $('rt-grid');
  rowsBox.textContent = '';
  grid.textContent = '';
  $('rt-explanation').textContent = '';
  const g = state.game;
  if (!g) return;
  if (!g.has_table) {
    $('rt-period').textContent = t('noTable');
    return;
  }
  const table = state.table;
  if (!table) return;
  const pair = pairOf(table);
  const period = $('rt-period');
  period.textContent = table.period ? t('periodLine', table.preperiod, table.period, table.saltus, table.proven) : t('noPeriod');
  period.dataset.proven = String(!!table.proven);
  period.dataset.period = table.period ?? '';
  setPicked($('rt-explanation'), pick(table, 'explanation'));
  if (table.proven && table.proof_zh) {
    const proof = document.createElement('span');
    proof.textContent = ` ${pick(table, 'proof').text}`;
    $('rt-explanation').append(proof);
  }
  if (pair) drawGrid(grid, table, pair);
  else drawRows(rowsBox, table);
}

function drawRows(box, table) {
  const rows = table.rows ? table.rows.map((r) => ({ name: getLang() === 'zh' ? r.name_zh : r.name, values: r.values }))
    : [{ name: table.kind === 'grundy' ? t('grundyRow') : (getLang() === 'zh' ? table.row_names_zh[0] : table.row_names_en[0]), values: table.values }];
  const n = rows[0].values.length;
  // blocks of columns as wide as the card (like the command line's table), never a sideways scroll
  const perBlock = Math.max(8, Math.floor(((box.clientWidth || 320) - 150) / 26));
  for (let from = 0; from < n; from += perBlock) {
    const to = Math.min(n, from + perBlock);
    const el = document.createElement('table');
    el.className = 'rt-table';
    const head = document.createElement('tr');
    const h0 = document.createElement('th');
    h0.textContent = t('rowN');
    head.append(h0);
    for (let i = from; i < to; i++) {
      const th = document.createElement('th');
      th.textContent = String(i);
      if (periodStart(table, i)) th.className = 'period-start';
      head.append(th);
    }
    el.append(head);
    for (const r of rows) {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.textContent = r.name;
      tr.append(th);
      for (let i = from; i < to; i++) {
        const v = r.values[i];
        const td = document.createElement('td');
        td.textContent = table.kind === 'grundy' ? String(v) : SIGN[v];
        td.className = `v-${cellClass(table.kind, v)}${periodStart(table, i) ? ' period-start' : ''}`;
        td.dataset.n = i;
        tr.append(td);
      }
      el.append(tr);
    }
    box.append(el);
  }
}

function periodStart(table, i) {
  return table.period && i >= table.preperiod && (i - table.preperiod) % table.period === 0;
}

function drawGrid(box, table, pair) {
  const cap = document.createElement('p');
  cap.className = 'note';
  cap.textContent = t('gridTitle', pair.b, pair.a);
  const n = table.rows[0].values.length;
  const grid = document.createElement('div');
  grid.className = 'rt-grid';
  grid.style.setProperty('--cols', String(n));
  table.rows.forEach((r, a) => {
    r.values.forEach((v, b) => {
      const c = document.createElement('span');
      c.className = `cell v-${cellClass(table.kind, v)}`;
      c.dataset.a = a;
      c.dataset.b = b;
      c.title = `${pair.a}=${a}, ${pair.b}=${b}: ${table.kind === 'grundy' ? `G=${v}` : t(`${OUT[v]}Word`)}`;
      grid.append(c);
    });
  });
  box.append(cap, grid);
}

// ---------- play ----------
async function startPlay() {
  const position = $('rp-start').value.trim();
  const rules = state.rules;
  $('rp-error').hidden = true;
  try {
    const a = await post('api/analyze', { rules, params: readParams(), position });
    if (rules !== state.rules) return;
    state.line = [{ position: a.position ?? position, analysis: a }];
  } catch (e) {
    if (rules !== state.rules) return;
    $('rp-error').hidden = false;
    $('rp-error').textContent = errorText(e);
  }
  renderPlay();
}

async function playMove(move, byComputer = false) {
  const cur = state.line[state.line.length - 1];
  if (!cur) return;
  const rules = state.rules;
  const length = state.line.length;
  $('rp-error').hidden = true;
  $('rp-moves').classList.add('locked');
  let next = null;
  try {
    const r = await post('api/play', { rules, params: readParams(), position: cur.position, move });
    if (rules !== state.rules || state.line.length !== length) return;
    next = { position: r.position, analysis: r.analysis, move, byComputer };
    state.line.push(next);
  } catch (e) {
    $('rp-error').hidden = false;
    $('rp-error').textContent = errorText(e);
  } finally {
    $('rp-moves').classList.remove('locked');
  }
  renderPlay();
  // the perfect player answers with the analysis's best move
  if (next && !byComputer && $('rp-computer').checked && next.analysis.best && next.analysis.moves.length) {
    $('rp-moves').classList.add('locked');
    const at = state.line.length;
    setTimeout(() => {
      if (state.line.length === at && state.line[at - 1] === next) playMove(next.analysis.best, true);
      else $('rp-moves').classList.remove('locked');
    }, 400);
  }
}

function renderPlay() {
  const cur = state.line[state.line.length - 1];
  $('rp-undo').disabled = state.line.length < 2;
  const moves = $('rp-moves');
  moves.textContent = '';
  for (const id of ['rp-position', 'rp-value', 'rp-method', 'rp-explanation']) $(id).textContent = '';
  $('rp-more').hidden = true;
  if (!cur) return;
  const a = cur.analysis;
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
    if (m.move === a.best) b.classList.add('best');
    b.addEventListener('click', () => playMove(m.move));
    moves.append(b);
  }
  if (a.moves_total && a.moves_total > a.moves.length) {
    $('rp-more').hidden = false;
    $('rp-more').textContent = t('moreMoves', a.moves.length, a.moves_total);
  }
}

// ---------- examples ----------
function renderExamples() {
  const sel = $('rules-example');
  const keep = sel.value;
  sel.textContent = '';
  const blank = document.createElement('option');
  blank.value = '';
  blank.textContent = '—';
  sel.append(blank);
  for (const ex of state.examples) {
    const o = document.createElement('option');
    o.value = ex.file;
    o.textContent = getLang() === 'zh' ? ex.name_zh : ex.name_en;
    sel.append(o);
  }
  sel.value = keep;
}

function useExample(file) {
  const ex = state.examples.find((e) => e.file === file);
  if (!ex) return;
  $('rules-text').value = ex.text;
  $('rules-text').setSelectionRange(0, 0);
  $('rules-text').scrollTop = 0;
  check(false);
}

// ---------- wiring ----------
function relabel() {
  document.querySelectorAll('.colon').forEach((c) => { c.textContent = t('colon'); });
  renderExamples();
  render();
  writeHash();
}

function openFromHash() {
  const h = readHash();
  if (h.rules) {
    try {
      $('rules-text').value = decodeRules(h.rules);
      $('rules-text').setSelectionRange(0, 0);
    } catch (e) {
      state.error = new ApiError(400, t('badLink'), t('badLink'));
      render();
      return false;
    }
    check(false);
    return true;
  }
  if (h.example && state.examples.some((e) => e.file === h.example)) {
    $('rules-example').value = h.example;
    useExample(h.example);
    return true;
  }
  return false;
}

async function main() {
  setLang(initialLang(readHash().lang));
  document.querySelectorAll('.colon').forEach((c) => { c.textContent = t('colon'); });
  for (const b of document.querySelectorAll('[data-lang]')) {
    b.addEventListener('click', () => {
      setLang(b.dataset.lang);
      relabel();
    });
  }
  const ta = $('rules-text');
  ta.addEventListener('input', () => {
    renderGutter();
    renderCaret();
    scheduleCheck();
  });
  ta.addEventListener('scroll', () => {
    $('rules-gutter').scrollTop = ta.scrollTop;
  });
  for (const ev of ['keyup', 'click', 'select']) ta.addEventListener(ev, renderCaret);
  $('rules-check').addEventListener('click', () => check(true));
  $('rules-example').addEventListener('change', (e) => useExample(e.target.value));
  $('rt-form').addEventListener('submit', (e) => {
    e.preventDefault();
    if (state.game) loadTable();
  });
  $('rg-params').addEventListener('submit', (e) => {
    e.preventDefault();
    if (state.game) Promise.all([loadTable(), startPlay()]);
  });
  $('rp-form').addEventListener('submit', (e) => {
    e.preventDefault();
    if (state.game) startPlay();
  });
  $('rp-undo').addEventListener('click', () => {
    // back to the human's turn: the computer's reply goes with the move it answered
    if (state.line.length > 1 && state.line.pop().byComputer && state.line.length > 1) state.line.pop();
    renderPlay();
  });
  window.addEventListener('hashchange', () => {
    const h = readHash();
    if (h.lang && h.lang !== getLang()) {
      setLang(h.lang);
      relabel();
    }
    if (h.rules && h.rules !== encodeRules(ta.value)) openFromHash();
  });
  window.addEventListener('resize', () => {
    renderGutter();
    renderTable();
  });
  render();
  try {
    state.examples = await (await fetch('api/rules/examples')).json();
  } catch (e) {
    state.examples = [];
  }
  renderExamples();
  if (!openFromHash() && state.examples.length) {
    $('rules-example').value = state.examples[0].file;
    useExample(state.examples[0].file);
  }
  document.body.dataset.ready = 'true';
}

main();
