// The tables card: the game's table of outcomes or Grundy values over n (charts.js), its period
// and explanation; a column of a one-number game starts the game there.
import { t, getLang, pick, setPicked } from './i18n.js';
import { api } from './api.js';
import { drawTableOf } from './charts.js';
import { errorText } from './errors.js';
import { $, state, page } from './state.js';

let tableToken = 0;
export async function loadTable() {
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

export let lastTable = null;
export function drawTable(table) {
  lastTable = table;
  const chart = $('table-chart');
  const text = $('table-explanation');
  const zh = getLang() === 'zh';
  const single = /^\s*\d+\s*$/.test(state.game.family.example);
  drawTableOf(chart, table, single ? (n) => {
    $('position-input').value = String(n);
    page.startGame();
    $('play').scrollIntoView({ behavior: 'smooth' });
  } : null);
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
