// 对拍 / Check my program (rules.html): the user pastes their program's outputs for the listed
// positions; POST /api/rules/compare compares them with the exact values and the differing
// positions are marked. The positions are filled from the table's range (n = 0..20, or pairs
// a, b = 0..4), else the game's example position; the user may edit them.
import { api } from './api.js';
import { t } from './i18n.js';
import { errorText } from './errors.js';

const $ = (id) => document.getElementById(id);
const LISTED = 20;
const PAIRS = 4;

/** Positions worth comparing for a checked game: small numbers, pairs of them, or its example. */
export function positionsFor(game, pair) {
  if (!game) return '';
  if (game.has_table && !game.players && pair) {
    const out = [];
    for (let a = 0; a <= PAIRS; a++) for (let b = 0; b <= PAIRS; b++) out.push(`${a} ${b}`);
    return out.join('\n');
  }
  if (game.has_table && !game.players) return Array.from({ length: LISTED + 1 }, (_, n) => String(n)).join('\n');
  return game.example || '';
}

function renderResult(answer) {
  const box = $('rc-result');
  box.textContent = '';
  const line = document.createElement('p');
  line.id = 'rc-summary';
  line.className = answer.differ ? 'error' : 'ok-line';
  line.dataset.differ = answer.differ;
  line.textContent = answer.differ ? t('compareDiffer', answer.differ, answer.compared) : t('compareSame', answer.compared);
  const tab = document.createElement('table');
  tab.className = 'rt-table rc-table';
  const head = tab.insertRow();
  for (const h of [t('comparePositions'), t('compareExpected'), t('compareGiven')]) {
    const th = document.createElement('th');
    th.textContent = h;
    head.append(th);
  }
  for (const r of answer.rows) {
    const row = tab.insertRow();
    row.className = r.same ? 'same' : 'differ';
    row.dataset.position = r.position;
    for (const text of [r.position, r.expected, r.given]) {
      const code = document.createElement('code');
      code.textContent = text;
      row.insertCell().append(code);
    }
  }
  box.append(line, tab);
}

/** Wires the box to the editor's rule text and parameters. */
export function compareRules(rules, params) {
  $('rc-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    $('rc-error').hidden = true;
    $('rc-result').textContent = '';
    try {
      renderResult(await api.compareRules(rules(), params(), $('rc-positions').value, $('rc-outputs').value, $('rc-words').value));
    } catch (err) {
      $('rc-error').hidden = false;
      $('rc-error').textContent = errorText(err);
    }
  });
}
