// @ts-check
/* global document, window, Image, requestAnimationFrame */
/**
 * The built-in casino video (SRV-36, OPEN-114): a dealer's table drawn on a canvas from the table's live data:
 * each card sliding from the shoe and turning over as the feed reveals it, and the winner once the round is
 * settled. Alone (/casino-video) it polls GET /api/casino/data/{casinoType}/{eventId} once a second and draws
 * the round id and the countdown ring too. Framed by a table screen (`feed=parent`) it draws what the table
 * posts (a `casino-round` message from the same origin, the table's own data: a replayed round plays here
 * too) and leaves the round id and the dial to the table's overlay, so each is drawn once (CAS-ALL-01).
 */
const POLL_MS = 1000;
const DIAL_SECONDS = 25;
const DEAL_MS = 650;
const COUNTDOWN_REDRAW_MS = 100;
const WIDTH = 1280;
const HEIGHT = 720;
const CARD_W = 104;
const CARD_H = 146;
const FACE_DOWN = '1';
/** Where later cards of a seat dealt several (32 Cards' tie-breaks) lie: each a little right of and below the last. */
const FAN = { x: 30, y: 12 };
const RANK_VALUES = { A: 1, J: 11, Q: 12, K: 13 };

/** @typedef {{ label: string, slots: number[], total?: number, digit?: boolean, cards?: number }} Seat */

const FED_BY_TABLE = new URLSearchParams(window.location.search).get('feed') === 'parent';
const root = /** @type {HTMLElement} */ (document.getElementById('casino-video'));
const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('table'));
const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
const table = {
  casinoType: root.dataset.casinoType ?? '',
  eventId: root.dataset.eventId ?? '',
  title: root.dataset.title ?? '',
  /**
   * `total`: the seat counts its cards' values from this number (32 Cards' players); `digit`: the last digit of its
   * cards' total is drawn once all are turned (Instant Worli); `cards`: the seat's slot is dealt this many cards, laid
   * side by side and face down until turned (20-20 Poker's hands and board).
   * @type {Seat[]}
   */
  seats: JSON.parse(root.dataset.seats ?? '[]'),
};
/** Hands and a board: the seat dealt the most cards lies across the middle of the felt, the others below it. */
const HANDS_AND_BOARD = table.seats.length > 0 && table.seats.every((seat) => seat.cards !== undefined);
/** Four seats side by side leave no room for the shoe on the felt: it moves up beside the dealer. */
const SHOE = table.seats.length > 3 ? { x: 1010, y: 230 } : { x: 1040, y: 400 };

/** @type {Map<string, HTMLImageElement>} */
const images = new Map();
function image(/** @type {string} */ code) {
  const src = code === FACE_DOWN ? '/cards/back.svg' : `/cards/${code}.svg`;
  let found = images.get(src);
  if (!found) {
    found = new Image();
    found.addEventListener('load', requestDraw);
    found.src = src;
    images.set(src, found);
  }
  return found;
}

const state = {
  mid: '',
  autotime: 0,
  /** Wall time of the last answer: the countdown runs down between polls. */
  receivedAt: 0,
  open: false,
  /** Each slot's cards in the order turned. @type {string[][]} */
  cards: [],
  /** When each of a slot's cards was turned (ms), for the deal animation. @type {number[][]} */
  turnedAt: [],
  winner: '',
  offline: false,
};

function apply(/** @type {any} */ data) {
  const header = data.t1[0];
  if (!header) return;
  const cards = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6']
    .map((slot) => header[slot])
    .filter((codes) => codes !== undefined)
    .map((/** @type {string} */ codes) => codes.split(','));
  const now = performance.now();
  if (header.mid !== state.mid) state.turnedAt = cards.map(() => []);
  cards.forEach((codes, slot) => {
    codes.forEach((code, index) => {
      const turnedAt = state.turnedAt[slot] ?? (state.turnedAt[slot] = []);
      if (code !== FACE_DOWN && state.cards[slot]?.[index] !== code) turnedAt[index] = header.mid === state.mid ? now : now - DEAL_MS;
    });
  });
  describeCards(cards);
  const result = data.result.find((/** @type {any} */ item) => item.mid === header.mid);
  Object.assign(state, {
    mid: header.mid,
    autotime: Number(header.autotime),
    receivedAt: now,
    open: data.t2.some((/** @type {any} */ runner) => Number(runner.gstatus) !== 0),
    cards,
    winner: result ? result.result : '',
    offline: false,
  });
  requestDraw();
}

/** The canvas's text alternative: each seat's cards as dealt so far. */
function describeCards(/** @type {string[][]} */ cards) {
  const named = (/** @type {string[]} */ codes) => codes.map((code) => (code === FACE_DOWN ? 'face down' : code)).join(' ');
  const seats = table.seats.map((seat) => {
    const digit = seat.digit ? seatDigit(seat, cards) : null;
    return `${seat.label}: ${seat.slots.map((slot) => named(cards[slot] ?? [FACE_DOWN])).join(' ')}${digit === null ? '' : `, digit ${digit}`}`;
  });
  canvas.setAttribute('aria-label', `${table.title} live table. ${seats.join('; ')}`);
}

async function poll() {
  try {
    const response = await fetch(`/api/casino/data/${encodeURIComponent(table.casinoType)}/${encodeURIComponent(table.eventId)}`);
    const body = await response.json();
    if (body.status) apply(body.data);
    else state.offline = true;
  } catch {
    state.offline = true;
  }
  setTimeout(poll, POLL_MS);
}

function roundedRect(/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ w, /** @type {number} */ h, /** @type {number} */ r) {
  context.beginPath();
  context.roundRect(x, y, w, h, r);
}

function drawRoom() {
  const room = context.createRadialGradient(WIDTH / 2, 120, 80, WIDTH / 2, 200, 900);
  room.addColorStop(0, '#3b2a1c');
  room.addColorStop(1, '#0b0705');
  context.fillStyle = room;
  context.fillRect(0, 0, WIDTH, HEIGHT);
}

function drawDealer() {
  context.save();
  context.translate(WIDTH / 2, 290);
  context.fillStyle = '#1b1b22';
  context.beginPath();
  context.ellipse(0, 40, 170, 95, 0, Math.PI, 0);
  context.fill();
  context.fillStyle = '#f2f2f2';
  context.beginPath();
  context.moveTo(-38, -50);
  context.lineTo(38, -50);
  context.lineTo(0, 30);
  context.closePath();
  context.fill();
  context.fillStyle = '#a3122a';
  context.beginPath();
  context.moveTo(-22, -42);
  context.lineTo(0, -32);
  context.lineTo(22, -42);
  context.lineTo(22, -22);
  context.lineTo(0, -32);
  context.lineTo(-22, -22);
  context.closePath();
  context.fill();
  context.fillStyle = '#c99a78';
  context.fillRect(-18, -78, 36, 30);
  context.beginPath();
  context.ellipse(0, -118, 46, 56, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#231510';
  context.beginPath();
  context.ellipse(0, -140, 50, 38, 0, Math.PI, 0);
  context.fill();
  context.restore();
}

function drawFelt() {
  context.save();
  const felt = context.createRadialGradient(WIDTH / 2, 420, 60, WIDTH / 2, 480, 720);
  felt.addColorStop(0, '#17804f');
  felt.addColorStop(1, '#073a22');
  context.fillStyle = felt;
  context.strokeStyle = '#c9a23f';
  context.lineWidth = 14;
  context.beginPath();
  context.ellipse(WIDTH / 2, 760, 760, 470, 0, Math.PI, 0);
  context.fill();
  context.stroke();
  context.fillStyle = 'rgba(233, 196, 106, 0.85)';
  context.font = '700 30px Georgia, serif';
  context.textAlign = 'center';
  context.fillText(table.title.toUpperCase(), WIDTH / 2, 705);
  drawShoe();
  context.restore();
}

function drawShoe() {
  context.fillStyle = '#2c1d12';
  roundedRect(SHOE.x - 60, SHOE.y - 40, 130, 90, 12);
  context.fill();
  context.drawImage(image(FACE_DOWN), SHOE.x - 36, SHOE.y - 34, CARD_W * 0.6, CARD_H * 0.6);
}

/** Where each seat's cards lie: rows of three (Teenpatti) with the name on the left, single cards side by side. */
function seatLayout() {
  if (HANDS_AND_BOARD) return handsAndBoardLayout();
  const count = table.seats.length;
  return table.seats.map((seat, index) => {
    if (seat.slots.length > 1) {
      const y = 395 + index * 180;
      const span = seatSpan(seat);
      return { seat, centre: WIDTH / 2, y, label: { x: WIDTH / 2 - span / 2 - 34, y: y + 9, align: /** @type {const} */ ('right') } };
    }
    // Four seats (32 Cards) sit closer and left of centre, clear of the countdown dial in the bottom right.
    const centre = count > 3 ? WIDTH / 2 - 100 + (index - (count - 1) / 2) * 280 : WIDTH / 2 + (index - (count - 1) / 2) * 320;
    return { seat, centre, y: 450, label: { x: centre, y: 450 + CARD_H / 2 + 44, align: /** @type {const} */ ('center') } };
  });
}

/**
 * The board across the felt below the dealer, the hands below it, left and right; each seat named on its left. All
 * clear of the round id and the countdown dial a phone's table lays over the video's bottom corners.
 */
function handsAndBoardLayout() {
  const board = table.seats.reduce((most, seat) => ((seat.cards ?? 0) > (most.cards ?? 0) ? seat : most));
  const hands = table.seats.filter((seat) => seat !== board);
  const named = (/** @type {Seat} */ seat, /** @type {number} */ centre, /** @type {number} */ y) => ({
    seat,
    centre,
    y,
    label: { x: centre - seatSpan(seat) / 2 - 26, y: y + 9, align: /** @type {const} */ ('right') },
  });
  return [named(board, WIDTH / 2, 378), ...hands.map((seat, index) => named(seat, WIDTH / 2 + (index === 0 ? -260 : 260), 543))];
}

/** How wide a seat's cards lie: one place per slot, or per card on a seat dealt a fixed number. */
const seatSpan = (/** @type {Seat} */ seat) => (seat.cards ?? seat.slots.length) * (CARD_W + 18) - 18;

/** Each card a seat shows and where: its fixed number side by side, or each slot's cards so far, later ones fanned. */
function cardPlaces(/** @type {Seat} */ seat, /** @type {number} */ left, /** @type {number} */ top) {
  if (seat.cards !== undefined) {
    const slot = seat.slots[0] ?? 0;
    return Array.from({ length: seat.cards }, (_, nth) => ({ slot, nth, x: left + nth * (CARD_W + 18), y: top }));
  }
  return seat.slots.flatMap((slot, index) =>
    (state.cards[slot] ?? [FACE_DOWN]).map((_code, nth) => ({ slot, nth, x: left + index * (CARD_W + 18) + nth * FAN.x, y: top + nth * FAN.y })),
  );
}

function drawCard(/** @type {number} */ slot, /** @type {number} */ index, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ now) {
  const code = state.cards[slot]?.[index] ?? FACE_DOWN;
  const turned = state.turnedAt[slot]?.[index] ?? 0;
  const progress = code === FACE_DOWN ? 1 : Math.min(1, (now - turned) / DEAL_MS);
  const fromX = SHOE.x - CARD_W / 2;
  const fromY = SHOE.y - CARD_H / 2;
  const travel = Math.min(1, progress * 1.6);
  const cx = fromX + (x - fromX) * travel;
  const cy = fromY + (y - fromY) * travel;
  const flip = Math.max(0, progress * 2 - 1);
  const showFace = code !== FACE_DOWN && flip >= 0.5;
  const squeeze = code === FACE_DOWN ? 1 : Math.abs(Math.cos(flip * Math.PI));
  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.45)';
  context.shadowBlur = 14;
  context.shadowOffsetY = 6;
  context.translate(cx + CARD_W / 2, cy + CARD_H / 2);
  context.scale(Math.max(0.02, squeeze), 1);
  context.drawImage(image(showFace ? code : FACE_DOWN), -CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H);
  context.restore();
}

function drawSeats(/** @type {number} */ now) {
  for (const { seat, centre, y, label } of seatLayout()) {
    const span = seatSpan(seat);
    const left = centre - span / 2;
    context.fillStyle = 'rgba(255, 255, 255, 0.08)';
    roundedRect(left - 14, y - CARD_H / 2 - 12, span + 28, CARD_H + 24, 14);
    context.fill();
    for (const place of cardPlaces(seat, left, y - CARD_H / 2)) drawCard(place.slot, place.nth, place.x, place.y, now);
    context.fillStyle = '#f5e6b8';
    context.font = '700 26px Arial, sans-serif';
    context.textAlign = label.align;
    context.fillText(seatTitle(seat), label.x, label.y);
    if (seat.digit) drawDigit(seat, centre, y, now);
  }
}

/** The values of the seat's face-up cards (A 1, J 11, Q 12, K 13). */
function faceUpValues(/** @type {Seat} */ seat, /** @type {string[][]} */ cards) {
  const faceUp = seat.slots.flatMap((slot) => cards[slot] ?? []).filter((code) => code !== FACE_DOWN);
  return faceUp.map((code) => {
    const rank = code.slice(0, -2);
    return RANK_VALUES[/** @type {keyof typeof RANK_VALUES} */ (rank)] ?? Number(rank);
  });
}

/** The last digit of the seat's total once every one of its cards is turned, else null. */
function seatDigit(/** @type {Seat} */ seat, /** @type {string[][]} */ cards) {
  const values = faceUpValues(seat, cards);
  return values.length === seat.slots.length ? values.reduce((sum, value) => sum + value, 0) % 10 : null;
}

/** The seat's name, with its running total on tables that count one. */
function seatTitle(/** @type {Seat} */ seat) {
  const name = seat.label.toUpperCase();
  if (seat.total === undefined) return name;
  return `${name} · ${faceUpValues(seat, state.cards).reduce((sum, value) => sum + value, seat.total)}`;
}

/**
 * Instant Worli's digit, large on a gold disc right of the cards (clear of the round id and dial the table lays over
 * the bottom corners), once the last card has turned over.
 */
function drawDigit(/** @type {Seat} */ seat, /** @type {number} */ centre, /** @type {number} */ y, /** @type {number} */ now) {
  const digit = seatDigit(seat, state.cards);
  const lastTurned = Math.max(0, ...seat.slots.flatMap((slot) => state.turnedAt[slot] ?? []));
  if (digit === null || now - lastTurned < DEAL_MS) return;
  const x = centre + (seat.slots.length * (CARD_W + 18) - 18) / 2 + 96;
  const cy = y;
  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.5)';
  context.shadowBlur = 18;
  const disc = context.createRadialGradient(x - 16, cy - 18, 8, x, cy, 66);
  disc.addColorStop(0, '#ffe082');
  disc.addColorStop(1, '#b8860b');
  context.fillStyle = disc;
  context.beginPath();
  context.arc(x, cy, 62, 0, Math.PI * 2);
  context.fill();
  context.shadowBlur = 0;
  context.lineWidth = 5;
  context.strokeStyle = '#fff3c4';
  context.stroke();
  context.fillStyle = '#3b2200';
  context.textAlign = 'center';
  context.font = '900 84px Georgia, serif';
  context.fillText(String(digit), x, cy + 29);
  context.font = '700 22px Arial, sans-serif';
  context.fillStyle = '#f5e6b8';
  context.fillText('SINGLE DIGIT', x, cy + 90);
  context.restore();
}

function drawCountdown(/** @type {number} */ now) {
  const seconds = Math.max(0, state.autotime - (now - state.receivedAt) / 1000);
  const x = WIDTH - 110;
  const y = 100;
  context.save();
  context.fillStyle = 'rgba(0, 0, 0, 0.6)';
  context.beginPath();
  context.arc(x, y, 62, 0, Math.PI * 2);
  context.fill();
  context.lineWidth = 10;
  context.strokeStyle = 'rgba(255, 255, 255, 0.15)';
  context.beginPath();
  context.arc(x, y, 50, 0, Math.PI * 2);
  context.stroke();
  context.strokeStyle = state.open ? (seconds > 5 ? '#3ddc84' : '#ffb300') : '#e53935';
  context.beginPath();
  context.arc(x, y, 50, -Math.PI / 2, -Math.PI / 2 + (Math.PI * 2 * Math.min(seconds, DIAL_SECONDS)) / DIAL_SECONDS);
  context.stroke();
  context.fillStyle = '#fff';
  context.textAlign = 'center';
  context.font = '700 40px Arial, sans-serif';
  context.fillText(String(Math.ceil(seconds)), x, y + 14);
  context.restore();
}

function drawBanner(/** @type {string} */ text, /** @type {string} */ colour) {
  context.save();
  context.font = '800 34px Arial, sans-serif';
  // A long winner's name ("Kis Kisko Pyaar Karoon") widens the banner.
  const width = Math.max(520, context.measureText(text).width + 80);
  context.fillStyle = 'rgba(0, 0, 0, 0.7)';
  roundedRect(WIDTH / 2 - width / 2, 40, width, 70, 35);
  context.fill();
  context.strokeStyle = colour;
  context.lineWidth = 3;
  context.stroke();
  context.fillStyle = colour;
  context.textAlign = 'center';
  context.font = '800 34px Arial, sans-serif';
  context.fillText(text, WIDTH / 2, 88);
  context.restore();
}

function drawRoundId() {
  context.save();
  context.fillStyle = 'rgba(0, 0, 0, 0.55)';
  roundedRect(24, 24, 360, 56, 10);
  context.fill();
  context.fillStyle = '#fff';
  context.font = '600 24px Arial, sans-serif';
  context.textAlign = 'left';
  context.fillText(`Round ID: ${state.mid || '—'}`, 42, 61);
  context.restore();
}

function drawHud(/** @type {number} */ now) {
  if (!FED_BY_TABLE) {
    drawRoundId();
    drawCountdown(now);
  }
  if (state.offline) drawBanner('RECONNECTING…', '#ffb300');
  else if (state.winner) drawBanner(`WINNER: ${state.winner.toUpperCase()}`, '#ffd54f');
  else if (!state.open && state.mid) drawBanner('NO MORE BETS', '#ef5350');
  else if (state.mid) drawBanner('PLACE YOUR BETS', '#69f0ae');
}

/** Frames are drawn on demand (a new answer, a card image loaded, a card still turning), not 60 times a second. */
let drawScheduled = false;
function requestDraw() {
  if (drawScheduled) return;
  drawScheduled = true;
  requestAnimationFrame(frame);
}

function frame(/** @type {number} */ now) {
  drawScheduled = false;
  drawRoom();
  drawDealer();
  drawFelt();
  drawSeats(now);
  drawHud(now);
  if (state.turnedAt.flat().some((turned) => now - turned < DEAL_MS)) requestDraw();
}

canvas.width = WIDTH;
canvas.height = HEIGHT;
requestDraw();
if (FED_BY_TABLE) {
  window.addEventListener('message', (event) => {
    if (event.origin !== window.location.origin || event.data?.type !== 'casino-round') return;
    apply(event.data.data);
  });
} else {
  // Alone, the page runs its own countdown ring between answers.
  setInterval(requestDraw, COUNTDOWN_REDRAW_MS);
  void poll();
}
