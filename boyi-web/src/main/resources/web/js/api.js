// The JSON API of bin/boyi serve (documented in boyi-web/API.md).
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
    throw new Error('the server does not answer (is bin/boyi serve still running?)');
  }
  const data = await res.json().catch(() => ({ error: `HTTP ${res.status}` }));
  if (!res.ok) {
    const err = new Error(data.error || `HTTP ${res.status}`);
    err.status = res.status;
    throw err;
  }
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
