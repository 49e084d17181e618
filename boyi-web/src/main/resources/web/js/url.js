// The shareable address of a game: #game=ID&p.NAME=VALUE...&pos=START&m=MOVE&m=MOVE...&mode=hc&lang=zh
// (parameters, the start position and the moves played, so that a reload restores the game).

/** The hash for a game: {game, params, position, moves, mode, lang}. */
export function gameHash({ game, params, position, moves, mode, lang }) {
  const q = new URLSearchParams();
  q.set('game', game);
  for (const [k, v] of Object.entries(params)) q.set(`p.${k}`, v);
  q.set('pos', position);
  for (const m of moves) q.append('m', m);
  q.set('mode', mode);
  q.set('lang', lang);
  return `#${q.toString()}`;
}

/** The game a hash names: {game, params, pos, moves, mode, lang}; absent parts are null or empty. */
export function readGameHash(hash) {
  const q = new URLSearchParams(String(hash).replace(/^#/, ''));
  const params = {};
  for (const [k, v] of q.entries()) if (k.startsWith('p.')) params[k.slice(2)] = v;
  return { game: q.get('game'), params, pos: q.get('pos'), moves: q.getAll('m'), mode: q.get('mode'), lang: q.get('lang') };
}
