// 自定义游戏 / Your own game (rules.html): a rule text (docs/rules.md) is checked by the server
// (POST /api/rules/check), its table drawn (POST /api/table), and the game played with the analysis
// of every position (POST /api/analyze, /api/play; rules-play.js), each request carrying the rule
// text in place of a game id, through the main page's requests (api.js), play (play.js) and table
// (charts.js). The text travels in the address: #rules=<base64url of its UTF-8>&lang=zh.
import { ApiError, api } from './api.js';
import { playRules, startPlay, renderPlay, newLine } from './rules-play.js';
import { drawTableOf } from './charts.js';
import { t, setLang, getLang, initialLang, pick, setPicked } from './i18n.js';
import './rules-i18n.js';
import { errorText } from './errors.js';
import { compareRules, positionsFor } from './rules-compare.js';
import { encodeRules, decodeRules, gameHash } from './url.js';
import { readHash, writeHash, renderGutter, renderCaret, goToLine, renderError } from './rules-editor.js';

const $ = (id) => document.getElementById(id);
const CHECK_DELAY_MS = 600;

const state = {
  examples: [],
  game: null, // the checked game (the shape of an /api/games entry, plus key)
  rules: '', // the text the game was checked from
  error: null, // the last check's error (ApiError with line, column)
  table: null,
  token: 0,
  checkTimer: null,
};

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
    const g = await api.checkRules(text);
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
      $('rc-positions').value = positionsFor(g, g.has_table && g.view !== 'piles' && /\s/.test((g.example || '').trim()));
      $('rc-outputs').value = '';
      $('rc-result').textContent = '';
      newLine([]);
      await Promise.all([loadTable(), startPlay()]);
    }
  } catch (e) {
    if (token !== state.token) return;
    state.error = e;
    render();
    if (e.line) goToLine(e.line, e.column, focusError, e);
  }
}

// ---------- the game, its table ----------
function render() {
  renderGutter(state.error);
  renderCaret();
  renderError(state.error);
  const g = state.game;
  const ok = $('rules-ok');
  const okNow = g && !state.error;
  ok.hidden = !okNow;
  if (okNow) ok.textContent = t('ruleOk', pick(g, 'name').text);
  for (const id of ['rules-game', 'rules-table', 'rules-play', 'rules-compare']) $(id).hidden = !g;
  $('rules-game').classList.toggle('stale', !!state.error);
  if (!g) return;
  linkToTheMainPage();
  setPicked($('rg-name'), pick(g, 'name'));
  setPicked($('rg-rules'), pick(g, 'rules'));
  setPicked($('rg-syntax'), pick(g, 'position_syntax'));
  renderParams();
  renderTable();
  renderPlay();
}

/** The main page's link to the checked text's game at the play card's start (a rule game opens by link as a family does). */
function linkToTheMainPage() {
  const position = $('rp-start').value.trim() || state.game.example || '';
  $('rp-main').href = `index.html${gameHash({ game: 'rules', rules: state.rules, params: readParams(), position, moves: [], mode: 'hc', lang: getLang() })}`;
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
    const table = await api.table({ rules }, readParams(), upto);
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
  renderStatement(table);
  if (table.kind === 'cgt') drawCanonicalTable(rowsBox, table);
  else if (pair) drawGrid(grid, table, pair);
  else drawTableOf(rowsBox, table, null); // the main page's table
}

/**
 * The table's one statement in bold (proven, conjecture or none), the other findings under it, and
 * the proof's automaton as a table of states; a table without a statement shows its period line.
 */
function renderStatement(table) {
  const line = $('rt-period');
  const st = table.statement;
  line.dataset.period = table.period ?? '';
  line.dataset.status = st ? st.status : '';
  line.dataset.proven = String(st ? st.status === 'proven' : !!table.proven);
  const note = $('rt-explanation');
  if (!st && table.kind === 'cgt') {
    line.textContent = t('cgtTableLine');
    note.textContent = '';
    return;
  }
  if (!st) {
    line.textContent = table.period ? t('periodLine', table.preperiod, table.period, table.saltus, table.proven) : t('noPeriod');
    setPicked(note, pick(table, 'explanation'));
    return;
  }
  setPicked(line, pick(st, 'text'));
  const said = new Set([st.text_en]);
  const others = ((table.patterns && table.patterns.findings) || []).filter((f) => !said.has(f.text_en));
  if (st.no_proof_en) others.push({ text_zh: `证明器：${st.no_proof_zh || st.no_proof_en}`, text_en: `The prover: ${st.no_proof_en}` });
  note.textContent = '';
  for (const f of others) {
    const s = document.createElement('span');
    s.className = 'finding';
    setPicked(s, pick(f, 'text'));
    note.append(s);
  }
  const proof = table.proof;
  if (proof && proof.status === 'proven' && proof.automaton) note.append(automatonOf(proof));
}

/** A partizan table: n, its canonical form (CGSuite's notation) and outcome class, one row per n. */
function drawCanonicalTable(box, table) {
  const tab = document.createElement('table');
  tab.className = 'rt-table rt-canonical';
  const head = tab.insertRow();
  for (const h of ['n', t('cgtCanonicalWord'), t('cgtOutcomeWord')]) {
    const th = document.createElement('th');
    th.textContent = h;
    head.append(th);
  }
  for (const r of table.rows) {
    const row = tab.insertRow();
    row.dataset.n = r.n;
    row.className = `outcome-${r.outcome}`;
    const th = document.createElement('th');
    th.textContent = String(r.n);
    row.append(th);
    const code = document.createElement('code');
    code.textContent = r.canonical;
    row.insertCell().append(code);
    row.insertCell().textContent = r.outcome;
  }
  box.append(tab);
}

/** The proof's automaton: one row per state, one column per digit read, its numeration above. */
function automatonOf(proof) {
  const a = proof.automaton;
  const box = document.createElement('details');
  box.className = 'rt-proof';
  const sum = document.createElement('summary');
  sum.textContent = t('automatonTitle', a.states);
  const how = document.createElement('p');
  how.className = 'note';
  how.textContent = getLang() === 'zh' ? proof.zh : proof.en;
  const num = /^(msd|lsd)_(\d+|fib)$/.exec(a.numeration || '');
  const cap = document.createElement('p');
  cap.className = 'note';
  cap.textContent = num ? t('numerationIs', num[1], num[2] === 'fib' ? t('fibBase') : num[2]) : a.numeration;
  const tab = document.createElement('table');
  tab.className = 'rt-table rt-automaton';
  const base = num && num[2] !== 'fib' ? Number(num[2]) : 2;
  const head = tab.insertRow();
  for (const h of [t('stateWord'), ...((a.transitions[0] || []).map((_, d) => digitsOf(d, base, a.arity)))]) {
    const th = document.createElement('th');
    th.textContent = h;
    head.append(th);
  }
  a.transitions.forEach((to, s) => {
    const row = tab.insertRow();
    row.dataset.state = s;
    const th = document.createElement('th');
    th.textContent = `${s === a.start ? '→ ' : ''}${s}${a.accepting.includes(s) ? ' ✓' : ''}`;
    if (a.accepting.includes(s)) row.className = 'accepting';
    row.append(th);
    for (const n of to) row.insertCell().textContent = String(n);
  });
  const legend = document.createElement('p');
  legend.className = 'note';
  legend.textContent = t('automatonLegend');
  box.append(sum, how, cap, tab, legend);
  return box;
}

/** Column d of a transition row: one digit, or a tuple of digits for several numbers read together. */
function digitsOf(d, base, arity) {
  if (!arity || arity <= 1) return String(d);
  const ds = [];
  for (let i = 0; i < arity; i++) {
    ds.unshift(d % base);
    d = Math.floor(d / base);
  }
  return `(${ds.join(',')})`;
}

/**
 * A two-number table as a picture: one row per value of the first number, one column per value of
 * the second, numbered on both axes (which stay in view while the picture scrolls); a tap on a cell
 * says its coordinates and value under the picture.
 */
function drawGrid(box, table, pair) {
  const cap = document.createElement('p');
  cap.className = 'note';
  cap.textContent = t('gridTitle', pair.b, pair.a);
  const n = table.rows[0].values.length;
  const grid = document.createElement('div');
  grid.className = 'rt-grid';
  grid.style.setProperty('--cols', String(n));
  const axis = (text, cls) => {
    const s = document.createElement('span');
    s.className = `axis ${cls}`;
    s.textContent = text;
    return s;
  };
  grid.append(axis(`${pair.a}\\${pair.b}`, 'corner'));
  for (let b = 0; b < n; b++) grid.append(axis(String(b), 'across'));
  table.rows.forEach((r, a) => {
    grid.append(axis(String(a), 'down'));
    r.values.forEach((v, b) => {
      const c = document.createElement('span');
      c.className = `cell v-${cellClass(table.kind, v)}`;
      c.dataset.a = a;
      c.dataset.b = b;
      c.title = cellWords(table, pair, a, b, v);
      grid.append(c);
    });
  });
  const said = document.createElement('p');
  said.id = 'rt-cell';
  said.className = 'note rt-cell';
  said.setAttribute('aria-live', 'polite');
  said.textContent = t('tapCell');
  grid.addEventListener('click', (e) => {
    const c = e.target.closest('.cell');
    if (!c) return;
    grid.querySelectorAll('.cell.picked').forEach((x) => x.classList.remove('picked'));
    c.classList.add('picked');
    said.textContent = c.title;
    said.dataset.a = c.dataset.a;
    said.dataset.b = c.dataset.b;
  });
  const frame = document.createElement('div');
  frame.className = 'rt-grid-frame';
  frame.append(grid);
  box.append(cap, frame, said);
}

function cellWords(table, pair, a, b, v) {
  return `${pair.a} = ${a}, ${pair.b} = ${b}${t('colon')}${table.kind === 'grundy' ? t('grundyCell', v, t(`${v === 0 ? 'loss' : 'win'}Word`)) : t(`${OUT[v]}Word`)}`;
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
    renderGutter(state.error);
    renderCaret();
    scheduleCheck();
  });
  ta.addEventListener('scroll', () => {
    $('rules-gutter').scrollTop = ta.scrollTop;
  });
  for (const ev of ['keyup', 'click', 'select']) ta.addEventListener(ev, renderCaret);
  $('rules-check').addEventListener('click', () => check(true));
  $('rp-main').addEventListener('click', () => { if (state.game) linkToTheMainPage(); });
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
  playRules(() => state.rules, readParams, () => state.game);
  compareRules(() => state.rules, readParams);
  $('rp-side').addEventListener('change', () => { if (state.game) startPlay(); });
  window.addEventListener('hashchange', () => {
    const h = readHash();
    if (h.lang && h.lang !== getLang()) {
      setLang(h.lang);
      relabel();
    }
    if (h.rules && h.rules !== encodeRules(ta.value)) openFromHash();
  });
  window.addEventListener('resize', () => {
    renderGutter(state.error);
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
