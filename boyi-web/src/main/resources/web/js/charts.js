// The value-history chart (who blundered when) and the outcome / Grundy table chart.
import { svg, el, title, COLORS } from './svg.js';
import { t, valueText } from './i18n.js';

const P = { 1: '#2f6fb3', 2: '#c2571a' };

/**
 * points: [{value, remoteness, mover, label, blunder}] for the positions of the game so far,
 * each valued for its player to move (mover 1 or 2).
 */
export function historyChart(box, points, names) {
  box.textContent = '';
  const n = points.length;
  const step = Math.max(18, Math.min(48, 700 / Math.max(n - 1, 1)));
  const width = Math.max(760, 70 + step * (n - 1) + 30);
  const height = 180;
  const mid = 88;
  const half = 64;
  const s = svg(width, height);
  s.setAttribute('data-points', String(n));
  el(s, 'rect', { x: 60, y: mid - half - 6, width: width - 70, height: half + 6, fill: '#eaf1fa' });
  el(s, 'rect', { x: 60, y: mid, width: width - 70, height: half + 6, fill: '#fbeee4' });
  el(s, 'line', { x1: 60, x2: width - 10, y1: mid, y2: mid, stroke: COLORS.draw, 'stroke-width': 2 });
  el(s, 'text', { x: 56, y: mid - half + 6, 'text-anchor': 'end', 'font-size': 11, fill: P[1] }, names[1]);
  el(s, 'text', { x: 56, y: mid - half + 20, 'text-anchor': 'end', 'font-size': 11, fill: P[1] }, t('win'));
  el(s, 'text', { x: 56, y: mid + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#7a6500' }, t('draw'));
  el(s, 'text', { x: 56, y: mid + half - 6, 'text-anchor': 'end', 'font-size': 11, fill: P[2] }, names[2]);
  el(s, 'text', { x: 56, y: mid + half + 8, 'text-anchor': 'end', 'font-size': 11, fill: P[2] }, t('win'));
  const maxR = Math.max(1, ...points.map((p) => (p.remoteness === null || p.remoteness === undefined ? 0 : p.remoteness)));
  const xy = points.map((p, i) => {
    const sign = (p.value === 'win' ? 1 : p.value === 'loss' ? -1 : 0) * (p.mover === 1 ? 1 : -1);
    const known = p.remoteness !== null && p.remoteness !== undefined;
    const mag = known ? 0.2 + 0.8 * (1 - p.remoteness / maxR) : 0.5;
    return [70 + i * step, mid - sign * mag * half, sign];
  });
  if (xy.length > 1) {
    el(s, 'polyline', { points: xy.map(([x, y]) => `${x},${y}`).join(' '), fill: 'none', stroke: '#9aa7b6', 'stroke-width': 1.5 });
  }
  points.forEach((p, i) => {
    const [x, y, sign] = xy[i];
    const g = el(s, 'g', { class: p.blunder ? 'point blunder' : 'point' });
    if (p.blunder) el(g, 'circle', { cx: x, cy: y, r: 10, fill: 'none', stroke: COLORS.loss, 'stroke-width': 2.5 });
    el(g, 'circle', { cx: x, cy: y, r: 5.5, fill: sign > 0 ? P[1] : sign < 0 ? P[2] : COLORS.draw, stroke: '#fff', 'stroke-width': 1.5 });
    title(g, `${p.label}\n${names[p.mover]}: ${valueText(p.value, p.remoteness)}${p.blunder ? ` — ${t('blunder')}` : ''}`);
    if (n <= 40 || i % 5 === 0) {
      el(s, 'text', { x, y: height - 4, 'text-anchor': 'middle', 'font-size': 10, fill: '#5d6b7c' }, String(i));
    }
  });
  box.appendChild(s);
}

/** The table from GET /api/table: outcome strips or Grundy bars, preperiod and period marked. */
export function tableChart(box, table, onPick) {
  box.textContent = '';
  const rows = table.rows || [{ name: table.kind === 'grundy' ? 'G(n)' : '', values: table.values }];
  const count = rows[0].values.length;
  const cell = Math.max(5, Math.min(24, Math.floor(860 / count)));
  const left = 90;
  const grundy = table.kind === 'grundy';
  const maxG = grundy ? Math.max(1, ...rows[0].values) : 1;
  const barH = grundy ? 140 : 0;
  const stripH = 26;
  const top = 34;
  const bodyH = grundy ? barH : rows.length * (stripH + 6);
  const height = top + bodyH + 34;
  const width = left + count * cell + 20;
  const s = svg(width, height);
  s.setAttribute('data-kind', table.kind);
  const pre = table.preperiod;
  const per = table.period;
  const x = (n) => left + n * cell;
  if (per !== null && per !== undefined && per > 0) {
    for (let k = 0, start = pre; start < count; k++, start += per) {
      if (k % 2 === 1) el(s, 'rect', { x: x(start), y: top - 4, width: Math.min(per, count - start) * cell, height: bodyH + 8, fill: '#eef2f7' });
    }
    const end = Math.min(pre + per, count);
    el(s, 'path', { d: `M${x(pre)},${top - 8} v-6 H${x(end)} v6`, fill: 'none', stroke: '#23395d', 'stroke-width': 1.5 });
    el(s, 'text', { x: (x(pre) + x(end)) / 2, y: top - 18, 'text-anchor': 'middle', 'font-size': 12, fill: '#23395d', 'font-weight': 600 },
      `${t('period')} ${per}`);
  }
  if (pre !== null && pre !== undefined) {
    el(s, 'line', { x1: x(pre), x2: x(pre), y1: top - 6, y2: top + bodyH + 6, stroke: '#ee964b', 'stroke-width': 2, 'stroke-dasharray': '5 3', class: 'preperiod' });
    el(s, 'text', { x: x(pre) + 3, y: top + bodyH + 30, 'font-size': 11, fill: '#c2571a' }, `${t('preperiod')} ${pre}`);
  }
  if (grundy) {
    const vals = rows[0].values;
    el(s, 'text', { x: left - 8, y: top + 10, 'text-anchor': 'end', 'font-size': 11, fill: '#5d6b7c' }, t('grundy'));
    vals.forEach((g, n) => {
      const h = (g / maxG) * (barH - 16);
      const bar = el(s, 'rect', { x: x(n) + 1, y: top + barH - h, width: cell - 2, height: Math.max(h, 1), fill: g === 0 ? COLORS.loss : '#6c8ebf', 'data-n': n });
      title(bar, `G(${n}) = ${g}${onPick ? ` — ${t('playFrom', n)}` : ''}`);
      pickable(bar, n, onPick);
      if (cell >= 14) el(s, 'text', { x: x(n) + cell / 2, y: top + barH - h - 3, 'text-anchor': 'middle', 'font-size': 9, fill: '#37414f', 'pointer-events': 'none' }, String(g));
    });
  } else {
    rows.forEach((row, r) => {
      const y = top + r * (stripH + 6);
      el(s, 'text', { x: left - 8, y: y + stripH * 0.65, 'text-anchor': 'end', 'font-size': 11, fill: '#37414f' }, row.name);
      row.values.forEach((v, n) => {
        const word = v > 0 ? 'win' : v < 0 ? 'loss' : 'draw';
        const c = el(s, 'rect', { x: x(n) + 0.5, y, width: cell - 1, height: stripH, fill: COLORS[word], 'data-n': n });
        title(c, `n = ${n}: ${t(word)}${onPick && r === 0 ? ` — ${t('playFrom', n)}` : ''}`);
        if (r === 0) pickable(c, n, onPick);
        if (cell >= 14) el(s, 'text', { x: x(n) + cell / 2, y: y + stripH * 0.66, 'text-anchor': 'middle', 'font-size': 10, fill: '#fff', 'pointer-events': 'none' }, word === 'win' ? 'W' : word === 'loss' ? 'L' : 'D');
      });
    });
  }
  const every = count <= 40 ? 5 : count <= 120 ? 10 : count <= 400 ? 50 : 100;
  for (let n = 0; n < count; n += every) {
    el(s, 'text', { x: x(n) + cell / 2, y: top + bodyH + 16, 'text-anchor': 'middle', 'font-size': 10, fill: '#5d6b7c' }, String(n));
  }
  el(s, 'text', { x: left - 8, y: top + bodyH + 16, 'text-anchor': 'end', 'font-size': 10, fill: '#5d6b7c' }, 'n');
  box.appendChild(s);
}

function pickable(node, n, onPick) {
  if (!onPick) return;
  node.style.cursor = 'pointer';
  node.addEventListener('click', () => onPick(n));
}
