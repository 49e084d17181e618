// The JSON API of bin/boyi serve (documented in boyi-web/API.md). Errors are ApiError with both
// languages: the server's error / error_zh, or the page's own words for the status.

/** An error the page shows in either language. */
export class ApiError extends Error {
  constructor(status, en, zh) {
    super(en || `HTTP ${status}`);
    this.status = status;
    this.en = en || null;
    this.zh = zh || null;
  }
}

async function call(method, url, body) {
  const init = { method, headers: {} };
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
  if (!res.ok) throw new ApiError(res.status, data.error, data.error_zh);
  return data;
}

export const api = {
  games: () => call('GET', 'api/games'),
  analyze: (game, params, position) => call('POST', 'api/analyze', { game, params, position }),
  play: (game, params, position, move) => call('POST', 'api/play', { game, params, position, move }),
  table: (game, params, upto) => {
    const q = new URLSearchParams({ game, upto: String(upto), ...params });
    return call('GET', `api/table?${q}`);
  },
};
