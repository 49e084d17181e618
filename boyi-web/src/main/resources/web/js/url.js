// The shareable address of a game:
// #game=ID&p.NAME=VALUE...&pos=START&m=MOVE&m=MOVE...&mode=hc&skill=0.5&values=off&lang=zh
// (parameters, the start position and the moves played, so that a reload restores the game; the
// computer's skill when not perfect, values=off when the values are hidden).

/** The hash for a game: {game, params, position, moves, mode, skill, values, lang}. */
export function gameHash({ game, params, position, moves, mode, skill, values, lang }) {
  const q = new URLSearchParams();
  q.set('game', game);
  for (const [k, v] of Object.entries(params)) q.set(`p.${k}`, v);
  q.set('pos', position);
  for (const m of moves) q.append('m', m);
  q.set('mode', mode);
  if (skill !== undefined && skill !== 1) q.set('skill', String(skill));
  if (values === false) q.set('values', 'off');
  q.set('lang', lang);
  return `#${q.toString()}`;
}

/**
 * The game a hash names: {game, params, pos, moves, mode, skill, values, lang}; absent parts are null
 * or empty (values: true, false or null).
 */
export function readGameHash(hash) {
  const q = new URLSearchParams(String(hash).replace(/^#/, ''));
  const params = {};
  for (const [k, v] of q.entries()) if (k.startsWith('p.')) params[k.slice(2)] = v;
  const values = q.get('values');
  return {
    game: q.get('game'), params, pos: q.get('pos'), moves: q.getAll('m'), mode: q.get('mode'), skill: q.get('skill'),
    values: values === 'off' ? false : values === 'on' ? true : null, lang: q.get('lang'),
  };
}
