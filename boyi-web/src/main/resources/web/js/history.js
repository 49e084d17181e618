// The history card: the value of every position of the line as a chart (charts.js), and the move
// log; a point or a log entry shows its position.
import { t, valueText, setPicked, moveLabel, moveLabelPicked } from './i18n.js';
import { historyChart } from './charts.js';
import { $, state, loop, playerAt, humanPlayer, nameOf, moverName, moverColour } from './state.js';

export function renderHistory() {
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
        label: i === 0 ? `${t('start')}${t('colon')}${e.position}` : `${t('moveNo', i)} ${moverName(e)}${t('colon')}${moveLabel(e.label)} → ${e.position}`,
        valueWords: `${nameOf(toMove)}${t('colon')}${valueText(e.analysis.value, e.analysis.remoteness)}`,
        blunder: e.blunder,
      };
    }), names, state.at, loop.goTo);
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
    who.className = moverColour(e);
    who.textContent = `${moverName(e)}${t('colon')}`;
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
    b.addEventListener('click', () => loop.goTo(i));
    li.appendChild(b);
    log.appendChild(li);
  });
}
