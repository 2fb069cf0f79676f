// The replay page: every position of the game, the board drawn from stored patches
// (bot/replay/tiles.py) and the public log up to the position.
"use strict";
const data = JSON.parse(document.getElementById("replay-data").textContent);
const canvas = document.getElementById("board");
const context = canvas.getContext("2d");
const slider = document.getElementById("slider");
const previous = document.getElementById("previous");
const next = document.getElementById("next");
const jump = document.getElementById("jump");
const positionText = document.getElementById("position");
const actionText = document.getElementById("action");
const result = document.getElementById("result");
const sections = Array.from(document.querySelectorAll("#log section"));
const last = data.steps.length - 1;
let position = 0;
let drawn = -1; // the last patch drawn on the canvas
let drawing = Promise.resolve();
const images = new Map();

function image(index) {
  // Each patch's image is decoded once, when first needed.
  if (!images.has(index)) {
    const picture = new Image();
    picture.src = data.patches[index].src;
    images.set(index, picture.decode().then(() => picture));
  }
  return images.get(index);
}

async function drawPicture(target) {
  // Draw the last whole picture at or before the target, then each strip after it in order;
  // going on from what is drawn when it lies on the way.
  if (drawn === target) return;
  let key = target;
  while (data.patches[key].cells.length) key -= 1;
  const start = drawn >= key && drawn < target ? drawn + 1 : key;
  for (let index = start; index <= target; index += 1) {
    const patch = data.patches[index];
    const picture = await image(index);
    if (!patch.cells.length) {
      canvas.width = patch.w;
      canvas.height = patch.h;
      context.drawImage(picture, 0, 0);
      continue;
    }
    if (canvas.width !== patch.w || canvas.height !== patch.h) {
      // The picture grew or shrank: keep what the two sizes share.
      const kept = context.getImageData(0, 0, Math.min(canvas.width, patch.w), Math.min(canvas.height, patch.h));
      canvas.width = patch.w;
      canvas.height = patch.h;
      context.putImageData(kept, 0, 0);
    }
    const columns = Math.ceil(patch.w / data.cell);
    patch.cells.forEach((cell, k) => {
      const x = (cell % columns) * data.cell;
      const y = Math.floor(cell / columns) * data.cell;
      const w = Math.min(data.cell, patch.w - x);
      const h = Math.min(data.cell, patch.h - y);
      context.drawImage(picture, k * data.cell, 0, w, h, x, y, w, h);
    });
  }
  drawn = target;
}

function keepInView(section) {
  // Scrolls the log alone (scrollIntoView would scroll the page too, taking the board away
  // on a phone): the current action's lines, near the top of what the log shows.
  const log = document.getElementById("log");
  const top = section.offsetTop;
  if (top < log.scrollTop || top + section.offsetHeight > log.scrollTop + log.clientHeight) {
    log.scrollTop = Math.max(0, top - log.clientHeight / 3);
  }
}

function show(wanted) {
  position = Math.max(0, Math.min(last, wanted));
  const step = data.steps[position];
  slider.value = String(position);
  previous.disabled = position === 0;
  next.disabled = position === last;
  positionText.textContent = position === 0 ? `Set-up (of ${last} actions)` : `Action ${position} of ${last}`;
  actionText.textContent = step.who ? `${step.who} ${step.what}` : step.what;
  result.hidden = position !== last || !data.result;
  sections.forEach((section, index) => {
    section.hidden = index > position;
    section.classList.toggle("now", index === position);
  });
  keepInView(sections[position]);
  let period = 0;
  data.periods.forEach((start, index) => { if (start <= position) period = index; });
  jump.value = String(period);
  // Drawn one after another, each time the position the page is at by then: moves made while
  // a picture is drawn collapse into one.
  drawing = drawing.then(async () => {
    const wanted = position;
    await drawPicture(data.steps[wanted].picture);
    canvas.dataset.position = String(wanted);
  });
}

const zoom = document.getElementById("zoom");
zoom.addEventListener("click", () => {
  const zoomed = document.getElementById("frame").classList.toggle("zoomed");
  zoom.setAttribute("aria-pressed", String(zoomed));
  zoom.textContent = zoomed ? "Fit to width" : "Full size";
});
previous.addEventListener("click", () => show(position - 1));
next.addEventListener("click", () => show(position + 1));
slider.addEventListener("input", () => show(Number(slider.value)));
jump.addEventListener("change", () => show(data.periods[Number(jump.value)]));
document.addEventListener("keydown", (event) => {
  // The slider and the jump list answer their own keys.
  if (event.target === slider || event.target === jump || event.altKey || event.ctrlKey || event.metaKey) return;
  const moves = { ArrowLeft: position - 1, ArrowRight: position + 1, Home: 0, End: last };
  if (event.key in moves) {
    event.preventDefault();
    show(moves[event.key]);
  }
});
show(0);
