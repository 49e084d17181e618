// The value-history chart (remoteness axis, who blundered when, click to go back) and the outcome
// or Grundy table over n. Both are drawn at the width of their box in real pixels, so text stays
// readable on a phone; long ones wrap (tables) or scroll (history).
import { svg, el, title, COLORS } from './svg.js';
import { t, getLang, valueText } from './i18n.js';

const INK = '#37414f';
const MUTED = '#5d6b7c';
const UP = '#2f6fb3';
const DOWN = '#c2571a';

function boxWidth(box) {
  return Math.max(300, Math.floor(box.clientWidth || box.parentElement.clientWidth || 700));
}

/**
 * points: [{sign (+1 the upper player wins, -1 the lower, 0 draw), remoteness, label, blunder}]
 * for the positions of the game; names: {up, down}; at: the position on the board; onPick(i).
 */
export function historyChart(box, points, names, at, onPick) {
  box.textContent = '';
  const W = boxWidth(box);
  const n = points.length;
  const left = 76;
  const right = 16;
  // a point is a 44 px touch target, so points are at least 44 px apart (a long game scrolls)
  // the first point stands clear of the remoteness ticks and their numbers: its current-point
  // ring (radius 12, line 2) ends right of the ticks (left - 10 .. left - 6)
  const first = left + 12;
  const step = n <= 1 ? 44 : Math.max(44, Math.min(56, (W - first - right) / (n - 1)));
  const width = Math.max(W, Math.ceil(first + step * Math.max(n - 1, 1) + right));
  const half = 70;
  const mid = 22 + half;
  const height = mid + half + 40;
  const s = svg(width, height);
  s.setAttribute('data-points', String(n));
  s.setAttribute('class', 'history');
  const maxR = Math.max(1, ...points.map((p) => (p.remoteness === null || p.remoteness === undefined ? 0 : p.remoteness)));
  // distance from the middle: remoteness 0 (the end) at the edge, the longest remoteness near the middle
  const dist = (r) => (r === null || r === undefined ? 0.5 : 0.12 + 0.88 * (1 - r / maxR)) * half;
  el(s, 'rect', { x: left - 6, y: mid - half, width: width - left - right + 12, height: half, fill: '#eaf1fa' });
  el(s, 'rect', { x: left - 6, y: mid, width: width - left - right + 12, height: half, fill: '#fbeee4' });
  el(s, 'line', { x1: left - 6, x2: width - right + 6, y1: mid, y2: mid, stroke: COLORS.draw, 'stroke-width': 2 });
  el(s, 'text', { x: left - 6, y: mid - half - 6, fill: UP, class: 'chart-text strong' }, `▲ ${names.up}${t('colon')}${t('win')}`);
  el(s, 'text', { x: left - 6, y: mid + half + 16, fill: DOWN, class: 'chart-text strong' }, `▼ ${names.down}${t('colon')}${t('win')}`);
  el(s, 'text', { x: width - right + 4, y: mid - 5, 'text-anchor': 'end', fill: '#7a6500', class: 'chart-text small' }, t('draw'));
  el(s, 'text', { x: 4, y: mid - half - 6, fill: MUTED, class: 'chart-text small' }, t('axisRemoteness'));
  // remoteness ticks on both halves
  const ticks = [...new Set([0, Math.round(maxR / 2), maxR])];
  for (const r of ticks) {
    for (const sgn of r === maxR ? [1] : [1, -1]) {
      const y = mid - sgn * dist(r);
      el(s, 'line', { x1: left - 10, x2: left - 6, y1: y, y2: y, stroke: MUTED });
      el(s, 'text', { x: left - 12, y: y + 4, 'text-anchor': 'end', fill: MUTED, class: 'chart-text small' }, String(r));
    }
  }
  const xy = points.map((p, i) => [first + i * step, mid - p.sign * (p.sign === 0 ? 0 : dist(p.remoteness))]);
  if (xy.length > 1) {
    el(s, 'polyline', { points: xy.map(([x, y]) => `${x},${y}`).join(' '), fill: 'none', stroke: '#9aa7b6', 'stroke-width': 1.5 });
  }
  const every = n <= 30 ? 1 : n <= 80 ? 5 : 10;
  points.forEach((p, i) => {
    const [x, y] = xy[i];
    const g = el(s, 'g', { class: `point${p.blunder ? ' blunder' : ''}${i === at ? ' current' : ''}`, 'data-index': i, tabindex: 0, role: 'button' });
    el(g, 'rect', { x: x - 22, y: y - 22, width: 44, height: 44, fill: 'transparent' });
    if (i === at) el(g, 'circle', { cx: x, cy: y, r: 12, fill: 'none', stroke: '#23395d', 'stroke-width': 2, 'stroke-dasharray': '3 2' });
    if (p.blunder) el(g, 'circle', { cx: x, cy: y, r: 9, fill: 'none', stroke: COLORS.loss, 'stroke-width': 2.5 });
    el(g, 'circle', { cx: x, cy: y, r: 5.5, fill: p.sign > 0 ? UP : p.sign < 0 ? DOWN : COLORS.draw, stroke: '#fff', 'stroke-width': 1.5 });
    const words = `${p.label} — ${p.valueWords}${p.blunder ? ` — ${t('blunder')}` : ''}`;
    title(g, words);
    g.setAttribute('aria-label', words);
    g.addEventListener('click', () => onPick(i));
    g.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        onPick(i);
      }
    });
    if (i % every === 0 || i === n - 1) el(s, 'text', { x, y: height - 6, 'text-anchor': 'middle', fill: MUTED, class: 'chart-text small' }, String(i));
  });
  box.appendChild(s);
}

/** "win in 3" for a history point's tooltip. */
export function pointWords(value, remoteness) {
  return valueText(value, remoteness);
}

/**
 * The table from GET /api/table: outcome strips (胜/平/负 or W/D/L) or Grundy bars, wrapped into
 * lines that fit the box; preperiod and period marked when they fall inside the table.
 * rowNames: the rows' names in the page's language; axis: the column axis name.
 */
export function tableChart(box, table, rowNames, axis, onPick, namesFallback = false) {
  box.textContent = '';
  const W = boxWidth(box);
  const grundy = table.kind === 'grundy';
  const rows = table.rows ? table.rows.map((r) => r.values) : [table.values];
  const count = rows[0].length;
  // room on the left for the row names and the axis name (a Chinese character is about 13 px)
  const textWidth = (text) => [...String(text)].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 13 : 7), 0);
  const names = grundy ? 96 : Math.min(96, Math.max(40, 12 + 7 * Math.max(2, ...rowNames.map((s) => String(s).length))));
  const left = Math.max(names, 12 + textWidth(axis));
  const cell = count <= Math.floor((W - left - 12) / 16) ? Math.min(28, Math.floor((W - left - 12) / count)) : count <= 400 ? 16 : 9;
  const fits = Math.max(5, Math.floor((W - left - 12) / cell));
  const lines = Math.ceil(count / fits);
  const perLine = Math.ceil(count / lines); // lines of even length: n = 60 is not left alone on a line
  const stripH = Math.max(12, Math.min(22, cell));
  const bodyH = grundy ? 70 : rows.length * (stripH + 2);
  const lineH = 22 + bodyH + 22;
  const width = left + Math.min(count, perLine) * cell + 12;
  const height = lines * lineH + 6;
  const s = svg(width, height);
  s.setAttribute('data-kind', table.kind);
  s.setAttribute('data-lines', String(lines));
  s.setAttribute('class', 'table');
  const pre = table.preperiod;
  const per = table.period;
  const hasPre = pre !== null && pre !== undefined && pre < count;
  const hasPeriod = hasPre && per !== null && per !== undefined && per > 0 && pre + per <= count;
  const maxG = grundy ? Math.max(1, ...rows[0]) : 1;
  const letter = { 1: t('W'), 0: t('D'), [-1]: t('L') };
  for (let line = 0; line < lines; line++) {
    const from = line * perLine;
    const to = Math.min(count, from + perLine);
    const top = line * lineH + 22;
    const x = (n) => left + (n - from) * cell;
    if (hasPeriod) {
      for (let k = 0, start = pre; start < to; k++, start += per) {
        const a = Math.max(start, from);
        const b = Math.min(start + per, to);
        if (k % 2 === 1 && b > a) el(s, 'rect', { x: x(a), y: top - 3, width: (b - a) * cell, height: bodyH + 6, fill: '#e6ebf2' });
      }
      if (pre >= from && pre < to) {
        const end = Math.min(pre + per, to);
        el(s, 'path', { d: `M${x(pre)},${top - 6} v-6 H${x(end)} v6`, fill: 'none', stroke: '#23395d', 'stroke-width': 1.5, class: 'period' });
        el(s, 'text', { x: x(pre) + 2, y: top - 14, fill: '#23395d', class: 'chart-text strong' }, `${t('period')} ${per}`);
      }
    }
    if (hasPre && pre >= from && pre < to) {
      el(s, 'line', { x1: x(pre), x2: x(pre), y1: top - 4, y2: top + bodyH + 4, stroke: '#ee964b', 'stroke-width': 2, 'stroke-dasharray': '5 3', class: 'preperiod' });
    }
    if (grundy) {
      if (line === 0) el(s, 'text', { x: left - 6, y: top + 12, 'text-anchor': 'end', fill: MUTED, class: 'chart-text small' }, t('grundy'));
      for (let n = from; n < to; n++) {
        const g = rows[0][n];
        const h = (g / maxG) * (bodyH - 14);
        const bar = el(s, 'rect', { x: x(n) + 1, y: top + bodyH - h, width: cell - 2, height: Math.max(h, 2), fill: g === 0 ? COLORS.loss : '#6c8ebf', 'data-n': n, 'data-value': g });
        title(bar, `G(${n}) = ${g}${onPick ? ` — ${t('playFrom', n)}` : ''}`);
        pickable(bar, n, onPick);
        if (cell >= 14) el(s, 'text', { x: x(n) + cell / 2, y: top + bodyH - h - 3, 'text-anchor': 'middle', fill: INK, class: 'chart-text tiny' }, String(g));
      }
    } else {
      rows.forEach((values, r) => {
        const y = top + r * (stripH + 2);
        el(s, 'text', { x: left - 6, y: y + stripH * 0.75, 'text-anchor': 'end', fill: INK, class: 'chart-text small', 'data-fallback': namesFallback && /[A-Za-z]{2}/.test(rowNames[r] || '') ? 'en' : null }, rowNames[r] ?? '');
        for (let n = from; n < to; n++) {
          const v = values[n];
          const word = v > 0 ? 'win' : v < 0 ? 'loss' : 'draw';
          const c = el(s, 'rect', { x: x(n) + 0.5, y, width: cell - 1, height: stripH, fill: COLORS[word], 'data-n': n, 'data-row': r, 'data-value': v });
          title(c, `${rowNames[r] ? `${rowNames[r]}${t('comma')}` : ''}${axis} = ${n}${t('colon')}${t(word)}${onPick && r === 0 ? ` — ${t('playFrom', n)}` : ''}`);
          if (r === 0) pickable(c, n, onPick);
          if (cell >= 14) el(s, 'text', { x: x(n) + cell / 2, y: y + stripH * 0.74, 'text-anchor': 'middle', fill: word === 'draw' ? '#3a3000' : '#fff', class: 'chart-text tiny cell-letter' }, letter[v > 0 ? 1 : v < 0 ? -1 : 0]);
        }
      });
    }
    const every = cell >= 20 ? 5 : cell >= 14 ? 5 : 10;
    for (let n = from; n < to; n++) {
      if (n % every === 0) el(s, 'text', { x: x(n) + cell / 2, y: top + bodyH + 16, 'text-anchor': 'middle', fill: MUTED, class: 'chart-text small' }, String(n));
    }
    el(s, 'text', { x: left - 6, y: top + bodyH + 16, 'text-anchor': 'end', fill: MUTED, class: 'chart-text small axis' }, axis);
  }
  box.appendChild(s);
}

/**
 * A table from /api/table drawn by tableChart, in the page's language: the rows' names as the table
 * gives them (rows a=… or w=… are read as columns of pile b or height h), one table for both pages.
 */
export function drawTableOf(box, table, onPick) {
  const zh = getLang() === 'zh';
  const given = table[zh ? 'row_names_zh' : 'row_names_en'];
  const names = table.rows ? table.rows.map((r, i) => (given && given[i]) || r.name || '') : [table.kind === 'grundy' ? '' : 'n'];
  const axisGiven = table[zh ? 'column_name_zh' : 'column_name_en'];
  const rowsNamed = (letter) => table.rows && table.rows.every((r) => new RegExp(`^${letter}\\s*=`).test(r.name || ''));
  const axis = axisGiven || (rowsNamed('a') ? t('axisB') : rowsNamed('w') ? t('axisH') : t('axisN'));
  tableChart(box, table, names, axis, onPick, zh && !given);
}

function pickable(node, n, onPick) {
  if (!onPick) return;
  node.classList.add('pick');
  node.addEventListener('click', () => onPick(n));
}
