// The tables card: the game's table of outcomes or Grundy values over n (charts.js), its period
// and explanation; a column of a one-number game starts the game there.
import { t, getLang, pick, setPicked } from './i18n.js';
import { api } from './api.js';
import { drawTableOf } from './charts.js';
import { errorText } from './errors.js';
import { $, state, page, apiGame, computerAt, current, browsing, isOver } from './state.js';

/** A table comes in two requests: this many rows first (quick), then as many as the form asks. */
const FIRST_ROWS = 12;
/** How often a table request that gave way to a move is asked again. */
const RETRIES = 2;
let tableRequest = null; // the AbortController of the table under way
let cut = null; // {shown, asked}: the rows shown when the whole table ran out of time

/**
 * Loads the tables card after the moves: a table request waits while the board is busy or the
 * computer is to move (the server stops a table for a move of the same game), asks for a few rows
 * first, and is cancelled by the next call. A table that runs out of time says so calmly, with
 * the rows it has.
 */
export async function loadTable() {
  if (tableRequest) tableRequest.abort();
  const request = new AbortController();
  tableRequest = request;
  const card = $('tables');
  const chart = $('table-chart');
  const text = $('table-explanation');
  chart.textContent = '';
  text.textContent = '';
  cut = null;
  const g = state.game && state.game.family;
  card.hidden = !g || g.has_table === false || !state.showValues;
  if (card.hidden) return;
  const upto = Math.max(1, Math.min(2000, Number($('table-upto').value) || 60));
  text.textContent = t('loading');
  let shown = null;
  let retries = RETRIES;
  for (const n of upto > FIRST_ROWS ? [FIRST_ROWS, upto] : [upto]) {
    for (;;) {
      if (!(await boardAtRest(request.signal))) return;
      const before = state.token;
      try {
        const table = await api.table(apiGame(g), state.game.params, n, request.signal);
        if (request.signal.aborted) return;
        drawTable(table);
        shown = n;
        break;
      } catch (e) {
        if (request.signal.aborted) return;
        if (e.status === 503 && state.token !== before && retries-- > 0) continue; // it gave way to a move
        if (e.status === 404) {
          card.hidden = true;
        } else if (e.status === 503 || e.status === 422) {
          if (shown === null) {
            text.textContent = t('tableSlow');
          } else {
            cut = { shown, asked: n };
            drawTable(lastTable);
          }
        } else {
          text.textContent = errorText(e);
        }
        return;
      }
    }
  }
}

/** Waits until no move is under way or due from the computer; false when the request was cancelled. */
async function boardAtRest(signal) {
  const computerDue = () => !browsing() && current() && !isOver(current().analysis) && computerAt(state.at);
  while (!signal.aborted && (state.busy || computerDue())) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return !signal.aborted;
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
  const proof = pick(table, 'proof', 'proof_en'); // not a rule table's proof object (its explanation says it)
  const own = proof.text ? proof : pick(table, 'explanation');
  const saysPeriod = own.text.includes(`period ${per} from n = ${pre}`) || own.text.includes(`从 n = ${pre} 起周期为 ${per}`);
  if (per !== null && per !== undefined && pre !== null && pre !== undefined && (!saysPeriod || pre + per > count)) {
    parts.push(pre + per > count ? t('periodBeyond', pre, per) : t('periodFrom', pre, per, table.proven));
  }
  parts.push(own.text);
  if (cut) parts.push(t('tableCut', cut.shown, cut.asked));
  const said = parts.filter(Boolean).map((p) => p.replace(/[。.]$/, ''));
  setPicked(text, { text: said.length ? `${said.join(zh ? '。' : ' — ')}${zh ? '。' : '.'}` : '', fallback: own.fallback });
}
