// The rule editor's text: line numbers with the erring line marked, the caret's line and column,
// the check's error with a link to its place, and the text in the address (base64url of its UTF-8).
import { t, getLang } from './i18n.js';
import { errorText } from './errors.js';
import { encodeRules } from './url.js';

const $ = (id) => document.getElementById(id);
const MAX_URL = 8000;

// ---------- the address ----------
export function readHash() {
  const q = new URLSearchParams(location.hash.replace(/^#/, ''));
  return { rules: q.get('rules'), example: q.get('example'), lang: q.get('lang') };
}

export function writeHash() {
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

export function renderGutter(error) {
  const ta = $('rules-text');
  const lines = ta.value.split('\n').length;
  const g = $('rules-gutter');
  g.textContent = '';
  const bad = error && error.line;
  for (let i = 1; i <= lines; i++) {
    const s = document.createElement('span');
    s.textContent = String(i);
    if (i === bad) s.className = 'bad';
    g.append(s, '\n');
  }
  g.scrollTop = ta.scrollTop;
}

export function renderCaret() {
  const ta = $('rules-text');
  const { line, column } = lineCol(ta.value, ta.selectionStart);
  $('rules-caret').textContent = t('caretAt', line, column);
  $('rules-size').textContent = t('sizeIs', (new TextEncoder().encode(ta.value).length / 1024).toFixed(1));
}

/** Scrolls the text to a line and puts the caret at its column. */
export function goToLine(line, column, focus, error) {
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
  renderGutter(error);
}

/** The check's error e (or none) under the text, its line and column a link to the place. */
export function renderError(e) {
  const p = $('rules-error');
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
    b.addEventListener('click', () => goToLine(e.line, e.column, true, e));
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
