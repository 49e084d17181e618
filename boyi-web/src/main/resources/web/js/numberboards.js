// Boards of the number games that had move buttons only: kiki's coin on a grid, the
// multiplication game's product on its way to n, and Northcott's rows of two pieces. As every
// view, a target plays exactly the move it shows: kiki's three cells are three different
// positions; a multiplication tile and a Northcott cell are found by the move's shape
// ({"kind": "multiply", "factor": 7}, {"kind": "slide", "row": 2, "from": 4, "to": 1}), which no
// two moves share.
import { svg, el } from './svg.js';
import { t } from './i18n.js';
import { PITCH, ints, paint, target, frame, caption } from './views.js';

const WINDOW = 7; // rows and columns of kiki's board drawn around the coin

// ---- kiki: a coin at (row a, column b) of a board; it moves left, down or down-left to (1, 1) ----
const kiki = {
  accepts: (pos) => {
    const p = ints(pos);
    return p !== null && p.length === 2 && p[0] >= 1 && p[1] >= 1;
  },
  draw(box, ctx) {
    const [a, b] = ints(ctx.position);
    const rows = Math.min(a, WINDOW);
    const cols = Math.min(b, WINDOW);
    const left = 34;
    const s = svg(left + cols * PITCH + 12, rows * PITCH + 40);
    const byPosition = new Map(ctx.analysis.moves.map((m) => [String(m.position).trim(), m]));
    for (let r = 0; r < rows; r++) {
      const row = a - r; // the coin's row on top
      el(s, 'text', { x: left - 6, y: 8 + r * PITCH + PITCH / 2 + 5, 'text-anchor': 'end', class: 'board-label' }, String(row));
      for (let c = 0; c < cols; c++) {
        const col = b - cols + 1 + c;
        const x = left + c * PITCH;
        const y = 8 + r * PITCH;
        const g = el(s, 'g', { class: 'cell', 'data-row': row, 'data-col': col });
        const pad = el(g, 'rect', { x, y, width: PITCH, height: PITCH, stroke: '#b9a98c' });
        const move = byPosition.get(`${row} ${col}`);
        paint(pad, ctx, move ? [move] : [], (row + col) % 2 ? '#efe6d4' : '#f8f3e8');
        if (row === 1 && col === 1) el(g, 'text', { x: x + PITCH / 2, y: y + PITCH / 2 + 6, 'text-anchor': 'middle', class: 'board-label' }, '★');
        if (row === a && col === b) el(g, 'circle', { cx: x + PITCH / 2, cy: y + PITCH / 2, r: 15, fill: '#f4b942', stroke: '#8a5a1c', 'stroke-width': 2 });
        if (move) target(g, ctx, [move]);
      }
    }
    for (let c = 0; c < cols; c++) {
      el(s, 'text', { x: left + c * PITCH + PITCH / 2, y: rows * PITCH + 28, 'text-anchor': 'middle', class: 'board-label' }, String(b - cols + 1 + c));
    }
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickKiki')] : []);
  },
};

// ---- multiplication: p on a scale from 1 to n; a tile per factor 2..9 shows the product ----
const multiplication = {
  accepts: (pos) => /^\s*\d+\s*$/.test(pos),
  draw(box, ctx) {
    const p = BigInt(String(ctx.position).trim());
    const n = BigInt(String((ctx.params && ctx.params.n) || '162'));
    const byFactor = new Map();
    for (const m of ctx.analysis.moves) {
      if (m.shape && m.shape.kind === 'multiply') byFactor.set(m.shape.factor, m);
    }
    const perRow = Math.max(4, Math.min(8, Math.floor((ctx.width - 16) / (PITCH + 14))));
    const tile = PITCH + 10;
    const tileRows = Math.ceil(8 / perRow);
    const barW = perRow * tile - 4;
    const s = svg(barW + 16, 60 + tileRows * tile);
    // the way to n on a log scale: p's mark, n at the end
    const logN = Math.log(Number(n));
    const at = (v) => 8 + barW * Math.min(1, Math.log(Math.max(1, Number(v))) / logN);
    el(s, 'rect', { x: 8, y: 14, width: barW, height: 8, rx: 4, fill: '#e3e0d8' });
    el(s, 'rect', { x: 8, y: 14, width: Math.max(4, at(p) - 8), height: 8, rx: 4, fill: '#6c8ebf' });
    el(s, 'text', { x: 8, y: 40, class: 'board-label' }, `p = ${p}`);
    el(s, 'text', { x: barW + 8, y: 40, 'text-anchor': 'end', class: 'board-label' }, `n = ${n}`);
    for (let k = 2; k <= 9; k++) {
      const i = k - 2;
      const x = 8 + (i % perRow) * tile;
      const y = 52 + Math.floor(i / perRow) * tile;
      const move = byFactor.get(k);
      const g = el(s, 'g', { class: 'factor', 'data-factor': k });
      const pad = el(g, 'rect', { x, y, width: tile - 4, height: tile - 4, rx: 8, stroke: '#b9a98c' });
      paint(pad, ctx, move ? [move] : [], '#f8f3e8');
      el(g, 'text', { x: x + (tile - 4) / 2, y: y + 20, 'text-anchor': 'middle', class: 'board-label strong' }, `×${k}`);
      el(g, 'text', { x: x + (tile - 4) / 2, y: y + 40, 'text-anchor': 'middle', class: 'board-label small' }, move ? String(move.position).trim() : String(p * BigInt(k)));
      if (move) target(g, ctx, [move]);
    }
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickFactor')] : []);
  },
};

// ---- Northcott: each row has two pieces; the mover's piece slides toward the other's or away ----
const MAX_COLUMNS = 40;
const MAX_ROWS = 30;
function northcottRows(pos) {
  const body = String(pos).replace(/^\s*(tom|jerry)\s*:/i, '');
  const rows = body.split(',').map((r) => ints(r));
  return rows.every((r) => r !== null && r.length === 2) ? rows : null;
}
const northcott = {
  accepts: (pos, params) => {
    const rows = northcottRows(pos);
    const m = Number((params && params.m) || 6);
    return rows !== null && rows.length >= 1 && rows.length <= MAX_ROWS && m <= MAX_COLUMNS
      && rows.every(([x, y]) => x >= 1 && y >= 1 && x <= m && y <= m);
  },
  draw(box, ctx) {
    const rows = northcottRows(ctx.position);
    const m = Number((ctx.params && ctx.params.m) || 6);
    const jerryMoves = /^\s*jerry\s*:/i.test(ctx.position);
    const slides = new Map();
    for (const mv of ctx.analysis.moves) {
      if (mv.shape && mv.shape.kind === 'slide') slides.set(`${mv.shape.row}:${mv.shape.to}`, mv);
    }
    const left = 34;
    const s = svg(left + m * PITCH + 12, rows.length * PITCH + 36);
    rows.forEach(([tom, jerry], r) => {
      const y = 8 + r * PITCH;
      el(s, 'text', { x: left - 6, y: y + PITCH / 2 + 5, 'text-anchor': 'end', class: 'board-label' }, String(r + 1));
      for (let c = 1; c <= m; c++) {
        const x = left + (c - 1) * PITCH;
        const g = el(s, 'g', { class: 'cell', 'data-row': r + 1, 'data-col': c });
        const pad = el(g, 'rect', { x, y, width: PITCH, height: PITCH, stroke: '#b9a98c' });
        const move = slides.get(`${r + 1}:${c}`);
        paint(pad, ctx, move ? [move] : [], c % 2 ? '#efe6d4' : '#f8f3e8');
        const piece = c === tom ? 'tom' : c === jerry ? 'jerry' : null;
        if (piece) {
          const mover = (piece === 'jerry') === jerryMoves;
          el(g, 'circle', { cx: x + PITCH / 2, cy: y + PITCH / 2, r: 15, fill: piece === 'tom' ? '#23395d' : '#ffffff',
            stroke: mover ? '#c98a1b' : '#23395d', 'stroke-width': mover ? 3 : 2 });
        }
        if (move) target(g, ctx, [move]);
      }
    });
    for (let c = 1; c <= m; c++) {
      el(s, 'text', { x: left + (c - 1) * PITCH + PITCH / 2, y: rows.length * PITCH + 26, 'text-anchor': 'middle', class: 'board-label' }, String(c));
    }
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickSlide')] : []);
  },
};

/** The number boards by view kind, joined to the others in viewkinds.js. */
export const NUMBER_VIEWS = { kiki, multiplication, northcott };
