// @ts-check
/* global document, window, requestAnimationFrame */
/**
 * The built-in live score and TV pages (SRV-36): the simulated match from GET /embed/live-data, polled each
 * second. Score mode writes a scoreboard (teams, score, summary, last balls / goals / sets); TV mode draws the
 * ground on a canvas — a cricket field with the last ball's path, a football pitch with the ball, a tennis court.
 */
const POLL_MS = 1000;
const root = /** @type {HTMLElement} */ (document.getElementById('live-match'));
const mode = root.dataset.mode ?? 'score';
const url = `/embed/live-data?event_id=${encodeURIComponent(root.dataset.eventId ?? '')}&sport_id=${encodeURIComponent(root.dataset.sportId ?? '')}`;
/** @type {any} */
let latest = null;
let lastBallCount = -1;
let ballAnimationStart = 0;

const el = (/** @type {string} */ tag, /** @type {string} */ className, /** @type {string} */ text = '') => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
};

function header(/** @type {any} */ data) {
  const head = el('div', 'head');
  head.append(el('span', '', `${data.competition} · ${data.title}`), el('span', `status${data.status === 'Completed' ? ' done' : ''}`, data.status));
  return head;
}

function teamRow(/** @type {string} */ name, /** @type {string} */ score, /** @type {string} */ detail, /** @type {boolean} */ active) {
  const row = el('div', 'row');
  const left = el('span', `name${active ? ' active' : ''}`, name);
  const right = el('span', '');
  right.append(el('span', 'score', score), el('span', 'detail', detail));
  row.append(left, right);
  return row;
}

function cricketBoard(/** @type {any} */ data) {
  const { cricket } = data;
  const nodes = [0, 1].map((team) => {
    const innings = cricket.innings.find((/** @type {any} */ entry) => entry.team === team);
    return innings
      ? teamRow(data.teams[team], `${innings.runs}/${innings.wickets}`, `(${innings.overs} ov) 4s ${innings.fours} 6s ${innings.sixes}`, data.status === 'In Play' && cricket.batting === team)
      : teamRow(data.teams[team], '-', 'Yet to bat', false);
  });
  const recent = el('div', 'recent');
  for (const label of cricket.recent) recent.append(el('span', `ball b${label}`, label));
  return [...nodes, el('div', 'summary', cricket.summary), recent];
}

function soccerBoard(/** @type {any} */ data) {
  const { soccer } = data;
  const minute = soccer.phase === 'halfTime' ? 'HT' : soccer.phase === 'fullTime' ? 'FT' : `${soccer.minute}'`;
  const events = el('ul', 'events');
  for (const event of [...soccer.events].reverse()) events.append(el('li', '', `${event.minute}' ${event.kind === 'goal' ? '⚽ Goal' : '🟨 Yellow card'} — ${data.teams[event.team]}`));
  return [teamRow(data.teams[0], String(soccer.goals[0]), '', false), teamRow(data.teams[1], String(soccer.goals[1]), '', false), el('div', 'summary', data.status === 'Upcoming' ? `Kick-off ${new Date(data.startsAt).toLocaleTimeString()}` : minute), events];
}

function tennisBoard(/** @type {any} */ data) {
  const { tennis } = data;
  const table = el('table', 'sets');
  const headRow = el('tr', '');
  headRow.append(el('th', '', 'Player'), ...tennis.sets.map((/** @type {any} */ _set, /** @type {number} */ index) => el('th', '', `Set ${index + 1}`)), el('th', '', tennis.tiebreak ? 'TB' : 'Game'));
  table.append(headRow);
  for (const player of [0, 1]) {
    const row = el('tr', '');
    row.append(el('td', tennis.server === player && data.status === 'In Play' ? 'serve' : '', data.teams[player]), ...tennis.sets.map((/** @type {any} */ set) => el('td', '', String(set[player]))), el('td', '', tennis.points[player]));
    table.append(row);
  }
  return [table, el('div', 'summary', `Sets ${tennis.setsWon[0]}-${tennis.setsWon[1]}`)];
}

function renderScore(/** @type {any} */ data) {
  const board = data.sport === 'cricket' ? cricketBoard(data) : data.sport === 'soccer' ? soccerBoard(data) : tennisBoard(data);
  root.replaceChildren(header(data), ...board);
}

const W = 1280;
const H = 720;

/** A playing surface: a coloured rectangle with a white border. */
function surface(/** @type {CanvasRenderingContext2D} */ g, /** @type {string} */ colour, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ w, /** @type {number} */ h) {
  g.fillStyle = colour;
  g.fillRect(x, y, w, h);
  g.strokeStyle = '#ffffff';
  g.lineWidth = 4;
  g.strokeRect(x, y, w, h);
}

/** The halfway line or the net: a white line down the middle. */
function midLine(/** @type {CanvasRenderingContext2D} */ g, /** @type {number} */ top, /** @type {number} */ bottom) {
  g.beginPath();
  g.moveTo(W / 2, top);
  g.lineTo(W / 2, bottom);
  g.stroke();
}

function ball(/** @type {CanvasRenderingContext2D} */ g, /** @type {string} */ colour, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ radius) {
  g.fillStyle = colour;
  g.beginPath();
  g.arc(x, y, radius, 0, Math.PI * 2);
  g.fill();
}

function drawCricket(/** @type {CanvasRenderingContext2D} */ g, /** @type {any} */ data, /** @type {number} */ now) {
  g.fillStyle = '#2e7d32';
  g.beginPath();
  g.ellipse(W / 2, H / 2, 560, 320, 0, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#ffffff';
  g.lineWidth = 4;
  g.stroke();
  g.strokeStyle = 'rgba(255,255,255,.35)';
  g.beginPath();
  g.ellipse(W / 2, H / 2, 260, 170, 0, 0, Math.PI * 2);
  g.stroke();
  g.fillStyle = '#c9b37e';
  g.fillRect(W / 2 - 22, H / 2 - 110, 44, 220);
  const last = data.cricket.recent[data.cricket.recent.length - 1] ?? '';
  const progress = Math.min(1, (now - ballAnimationStart) / 900);
  const distance = last === '4' || last === '6' ? 540 : last === 'W' ? 20 : 60 + Number(last || 0) * 60;
  const angle = (data.cricket.recent.length * 1.7) % (Math.PI * 2);
  const x = W / 2 + Math.cos(angle) * distance * progress;
  const y = H / 2 - 100 + Math.sin(angle) * distance * 0.55 * progress;
  ball(g, last === 'W' ? '#ff5252' : '#ffffff', x, y, 10);
  const batting = data.cricket.innings.find((/** @type {any} */ entry) => entry.team === data.cricket.batting);
  return batting ? `${data.short[batting.team]} ${batting.runs}/${batting.wickets} (${batting.overs})  ·  ${data.cricket.summary}` : data.cricket.summary;
}

function drawSoccer(/** @type {CanvasRenderingContext2D} */ g, /** @type {any} */ data, /** @type {number} */ now) {
  surface(g, '#2e7d32', 80, 60, W - 160, H - 160);
  midLine(g, 60, H - 100);
  g.beginPath();
  g.arc(W / 2, (H - 40) / 2, 80, 0, Math.PI * 2);
  g.stroke();
  g.strokeRect(80, 200, 150, 240);
  g.strokeRect(W - 230, 200, 150, 240);
  const x = 80 + ((W - 160) * data.soccer.ball) / 100 + Math.sin(now / 400) * 12;
  const y = (H - 40) / 2 + Math.cos(now / 530) * 120;
  ball(g, '#ffffff', x, y, 11);
  return `${data.short[0]} ${data.soccer.goals[0]} - ${data.soccer.goals[1]} ${data.short[1]}  ·  ${data.soccer.phase === 'halfTime' ? 'HT' : `${data.soccer.minute}'`}`;
}

function drawTennis(/** @type {CanvasRenderingContext2D} */ g, /** @type {any} */ data, /** @type {number} */ now) {
  surface(g, '#1565c0', 240, 80, W - 480, H - 200);
  midLine(g, 70, H - 110);
  g.strokeRect(240 + 160, 80 + 60, W - 480 - 320, H - 200 - 120);
  const phase = (now % 2000) / 2000;
  const x = 260 + (W - 520) * (phase < 0.5 ? phase * 2 : 2 - phase * 2);
  ball(g, '#d4e157', x, H / 2 - 60 + Math.sin(phase * Math.PI * 2) * 60, 10);
  const sets = data.tennis.sets.map((/** @type {number[]} */ set) => `${set[0]}-${set[1]}`).join(' ');
  return `${data.short[0]} v ${data.short[1]}  ·  ${sets}  ·  ${data.tennis.points[0]}-${data.tennis.points[1]}`;
}

/** @type {CanvasRenderingContext2D | null} */
let context = null;
function drawTv(/** @type {number} */ now) {
  if (latest && context) {
    const g = context;
    g.fillStyle = '#0f1a14';
    g.fillRect(0, 0, W, H);
    const caption = latest.sport === 'cricket' ? drawCricket(g, latest, now) : latest.sport === 'soccer' ? drawSoccer(g, latest, now) : drawTennis(g, latest, now);
    g.fillStyle = 'rgba(0,0,0,.7)';
    g.fillRect(0, H - 70, W, 70);
    g.fillStyle = '#ffffff';
    g.font = 'bold 30px Arial';
    g.fillText(caption, 24, H - 25);
    g.fillStyle = latest.status === 'In Play' ? '#ff5252' : '#f6c35b';
    g.fillText(latest.status === 'In Play' ? '● LIVE' : latest.status, W - 200, 50);
  }
  requestAnimationFrame(drawTv);
}

async function poll() {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) {
      latest = (await response.json()).data;
      const balls = latest.cricket?.innings.reduce((/** @type {number} */ sum, /** @type {any} */ innings) => sum + innings.runs * 1000 + innings.wickets, 0) ?? 0;
      if (balls !== lastBallCount) {
        lastBallCount = balls;
        ballAnimationStart = window.performance.now();
      }
      if (mode === 'score') renderScore(latest);
    } else if (!latest) root.replaceChildren(el('p', 'missing', 'This match is not live right now.'));
  } finally {
    window.setTimeout(poll, POLL_MS);
  }
}

if (mode === 'tv') {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', 'Live match');
  root.append(canvas);
  context = canvas.getContext('2d');
  requestAnimationFrame(drawTv);
}
void poll();
