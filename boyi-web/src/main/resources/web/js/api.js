// The JSON API of bin/boyi serve (documented in boyi-web/API.md), for both pages. A game is a
// catalogue id or a rule text ({rules: "..."}, sent in its place). Errors are ApiError with
// both languages: the server's error / error_zh, or the page's own words for the status, and for a
// rule text the line and column the server names.

/** An error the page shows in either language. */
export class ApiError extends Error {
  constructor(status, en, zh) {
    super(en || `HTTP ${status}`);
    this.status = status;
    this.en = en || null;
    this.zh = zh || null;
    this.line = null;
    this.column = null;
  }
}

async function call(method, url, body, signal) {
  const init = { method, headers: {}, signal };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(url, init);
  } catch (e) {
    throw new ApiError(0, null, null);
  }
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const e = new ApiError(res.status, data.error, data.error_zh);
    e.line = data.line ?? null;
    e.column = data.column ?? null;
    throw e;
  }
  return data;
}

/** The request's game: {game: id} for a catalogue id, the object itself ({rules}) for a rule text. */
const gameOf = (game) => (typeof game === 'string' ? { game } : game);

export const api = {
  games: () => call('GET', 'api/games'),
  analyze: (game, params, position) => call('POST', 'api/analyze', { ...gameOf(game), params, position }),
  play: (game, params, position, move) => call('POST', 'api/play', { ...gameOf(game), params, position, move }),
  /** signal: an AbortController's signal, to cancel a table that is no longer wanted. */
  table: (game, params, upto, signal) => {
    // a rule text is too long for a query string: it goes in a POST body
    if (typeof game !== 'string') return call('POST', 'api/table', { ...game, params, upto }, signal);
    const q = new URLSearchParams({ game, upto: String(upto), ...params });
    return call('GET', `api/table?${q}`, undefined, signal);
  },
  checkRules: (rules) => call('POST', 'api/rules/check', { rules }),
  /** 对拍: a program's outputs for the listed positions against the exact values (API.md). */
  compareRules: (rules, params, positions, outputs, words) =>
    call('POST', 'api/rules/compare', { rules, params, positions, outputs, words }),
  ruleExamples: () => call('GET', 'api/rules/examples'),
};
