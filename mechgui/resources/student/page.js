"use strict";
/* mechgui student page: sliders, the run, the animation, the plots, the step-by-step reveal */
/* and the self-test (#selftest[&NAME=VALUE...]). Reads the page's data from #mechgui-data. */
(function () {
  const DATA = JSON.parse(document.getElementById("mechgui-data").textContent);
  const F = MODEL_FUNCTIONS, n = DATA.n, T = DATA.texts, SLIDES = DATA.mode === "slides";
  const $ = (id) => document.getElementById(id);

  /* -- parameters and initial values --------------------------------------------------------- */
  function parameterVector(overrides) {
    const p = DATA.parameters.map((x) => x.value), given = new Set();
    DATA.parameters.forEach((x, k) => {
      if (overrides.has(x.name)) { p[k] = overrides.get(x.name); given.add(k); }
      else if (x.numeric) { p[k] = x.current; given.add(k); }
    });
    return F.params(p, given);
  }

  function initialState(p, useSliders) {
    const y = F.initial(p);
    if (useSliders) {
      DATA.initial.forEach((x, i) => { if (x.numeric) y[i] = x.current; });
    }
    return y.concat([0, 0]);
  }

  function newSolver(p, y0, tEnd) {
    if ((DATA.kinds || []).includes("unilateral")) return new MechHybrid.Hybrid(F, DATA, p, y0, tEnd);
    return new MechNum.Run(F, DATA, p, y0, tEnd);
  }

  /* -- the self-test contract ---------------------------------------------------------------- */
  function selftest(hash) {
    const overrides = new Map();
    for (const part of hash.split("&").slice(1)) {
      const [name, value] = part.split("=");
      overrides.set(decodeURIComponent(name), Number(decodeURIComponent(value)));
    }
    DATA.parameters.forEach((x) => { x.current = x.value; });
    const p = parameterVector(overrides);
    const solver = newSolver(p, initialState(p, false), 2);
    while (solver.status === "running") solver.step();
    const out = { t: solver.t, q: {}, v: {}, status: solver.status, nfev: solver.solver.nfev };
    DATA.coordinates.forEach((c, i) => { out.q[c] = solver.y[i]; out.v[c] = solver.y[n + i]; });
    $("mechgui-selftest").textContent = JSON.stringify(out);
  }

  /* -- the run, sampled for the animation and the plots ---------------------------------------- */
  const run = { solver: null, p: null, t: [], y: [], pts: [], energy: [], done: false, error: null };
  const clock = { playing: false, time: 0, last: null };
  const dtSample = Math.max(1 / 60, DATA.t_end / 20000);

  function restart() {
    run.p = parameterVector(new Map());
    bodySizes = sizesOf(run.p);
    run.t = []; run.y = []; run.pts = []; run.energy = []; run.done = false; run.error = null;
    clock.time = 0;
    bounds.reset();
    try {
      const y0 = initialState(run.p, true);
      run.solver = newSolver(run.p, y0, DATA.t_end);
      record(0, y0);
    } catch (e) { fail(e); }
    advance(0.25);
    draw();
  }

  function record(t, y) {
    const q = y.slice(0, n), u = y.slice(n, 2 * n);
    run.t.push(t); run.y.push(y);
    const pts = F.points(t, q, run.p);
    if (DATA.bodies.length) pts.push(...bodyCorners(F.bodies(t, q, run.p)));
    run.pts.push(pts);
    const e = F.energy(t, q, u, run.p);
    run.energy.push([e[0], e[1], e[0] + e[1]]);
    bounds.add(run.pts[run.pts.length - 1]);
  }

  function fail(e) {
    run.done = true; run.error = String(e && e.message ? e.message : e);
    $("status").textContent = T.failed.replace("{reason}", run.error);
  }

  /* Integrate ahead for at most `budget` seconds of wall time. */
  function advance(budget) {
    const start = performance.now(), s = run.solver;
    while (!run.done && performance.now() - start < budget * 1000) {
      const next = run.t.length * dtSample;
      if (next > DATA.t_end + 1e-12) { run.done = true; break; }
      try {
        while (s.t < next && s.status === "running") s.step();
        if (s.status === "failed") { fail("step size too small"); break; }
        if (s.status === "stopped" && next > s.t) { record(s.t, s.y); run.done = true; break; }
        record(next, s.at(Math.min(next, s.t)));
      } catch (e) { fail(e); }
    }
  }

  /* The moving bodies as the window draws them (engine/shapes.py): a planar body as the bar of
     its mass and moment of inertia (width a tenth of its length), a spatial one as its
     equivalent box; their outline corners ride with the points (in the same projection). */
  const BAR_ASPECT = 10, MIN_EDGE = 0.08;
  let bodySizes = null;
  function sizesOf(p) {
    const raw = F.bodysize(p), out = [];
    let at = 0;
    for (const b of DATA.bodies) {
      const m = raw[at], I = raw.slice(at + 1, at + 1 + b.inertia);
      at += 1 + b.inertia;
      if (b.planar) {
        const L = m > 0 && I[0] > 0 ? Math.sqrt(12 * I[0] / m / (1 + 1 / BAR_ASPECT ** 2)) : 0;
        out.push([L, L / BAR_ASPECT]);
      } else {
        const i1 = I[0], i2 = I[4], i3 = I[8], k = m > 0 ? 6 / m : 0;
        const e = [i2 + i3 - i1, i3 + i1 - i2, i1 + i2 - i3].map((v) => Math.sqrt(Math.max(0, k * v)));
        const big = Math.max(...e);
        out.push(e.map((v) => Math.max(v, MIN_EDGE * big)));
      }
    }
    return out;
  }
  function bodyCorners(pose) {
    const out = [];
    DATA.bodies.forEach((b, i) => {
      const c = pose.slice(13 * i, 13 * i + 3), R = pose.slice(13 * i + 3, 13 * i + 12);
      const size = bodySizes[i], local = [];
      if (b.planar) {
        const [L, w] = size;
        for (const [sx, sy] of [[1, 1], [-1, 1], [-1, -1], [1, -1]]) local.push([sx * L / 2, sy * w / 2, 0]);
      } else {
        for (const sx of [-1, 1]) for (const sy of [-1, 1]) for (const sz of [-1, 1]) local.push([sx * size[0] / 2, sy * size[1] / 2, sz * size[2] / 2]);
      }
      for (const v of local) {
        const x = c[0] + R[0] * v[0] + R[1] * v[1] + R[2] * v[2];
        const y = c[1] + R[3] * v[0] + R[4] * v[1] + R[5] * v[2];
        const z = c[2] + R[6] * v[0] + R[7] * v[1] + R[8] * v[2];
        if (DATA.dim === 3) out.push(x, y, z); else out.push(x, y);
      }
    });
    return out;
  }
  function drawBodies(g, at) {
    let k = DATA.points.length;
    g.strokeStyle = "#1565c0"; g.fillStyle = "rgba(21, 101, 192, 0.25)"; g.lineWidth = 1.5;
    for (const b of DATA.bodies) {
      const corners = [];
      const count = b.planar ? 4 : 8;
      for (let j = 0; j < count; j++) corners.push(at(k + j));
      k += count;
      const edges = b.planar ? [[0, 1], [1, 2], [2, 3], [3, 0]]
        : [[0, 1], [2, 3], [4, 5], [6, 7], [0, 2], [1, 3], [4, 6], [5, 7], [0, 4], [1, 5], [2, 6], [3, 7]];
      if (b.planar) {
        g.beginPath(); corners.forEach(([x, y], j) => (j ? g.lineTo(x, y) : g.moveTo(x, y)));
        g.closePath(); g.fill();
      }
      for (const [a, c] of edges) line(g, corners[a], corners[c]);
    }
  }

  /* -- drawing ------------------------------------------------------------------------------- */
  function project(pt, k) {
    if (DATA.dim === 3) {
      const x = pt[3 * k], y = pt[3 * k + 1], z = pt[3 * k + 2];
      return [x - 0.45 * y, z - 0.25 * y];
    }
    return [pt[DATA.dim * k], pt[DATA.dim * k + 1]];
  }

  const bounds = {
    reset() { this.lo = [Infinity, Infinity]; this.hi = [-Infinity, -Infinity]; },
    add(pt) {
      for (let k = 0; k < pt.length / DATA.dim; k++) {
        const [x, y] = project(pt, k);
        if (!isFinite(x) || !isFinite(y)) continue;
        this.lo = [Math.min(this.lo[0], x), Math.min(this.lo[1], y)];
        this.hi = [Math.max(this.hi[0], x), Math.max(this.hi[1], y)];
      }
    },
  };

  function sizeCanvas(c) {
    const r = window.devicePixelRatio || 1, w = c.clientWidth, h = c.clientHeight;
    if (c.width !== Math.round(w * r) || c.height !== Math.round(h * r)) {
      c.width = Math.round(w * r); c.height = Math.round(h * r);
    }
    const g = c.getContext("2d");
    g.setTransform(r, 0, 0, r, 0, 0);
    return [g, w, h];
  }

  function sampleIndex() {
    const k = Math.floor(clock.time / dtSample + 1e-9);
    return Math.max(0, Math.min(k, run.t.length - 1));
  }

  function drawScene() {
    const [g, w, h] = sizeCanvas($("scene"));
    g.clearRect(0, 0, w, h);
    if (!run.pts.length || !DATA.points.length) return;
    const lo = bounds.lo, hi = bounds.hi;
    const span = Math.max(hi[0] - lo[0], hi[1] - lo[1], 1e-3);
    const scale = Math.min(w, h) * 0.84 / span;
    const cx = (lo[0] + hi[0]) / 2, cy = (lo[1] + hi[1]) / 2;
    const map = (xy) => [w / 2 + (xy[0] - cx) * scale, h / 2 - (xy[1] - cy) * scale];
    const k = sampleIndex(), pt = run.pts[k];
    const at = (i) => map(project(pt, i));
    g.lineWidth = 1.5; g.strokeStyle = "#7b1fa2";
    const from = Math.max(0, k - Math.round(3 / dtSample));
    for (const i of DATA.trails) {
      g.beginPath();
      for (let j = from; j <= k; j++) {
        const [x, y] = map(project(run.pts[j], i));
        if (j === from) g.moveTo(x, y); else g.lineTo(x, y);
      }
      g.stroke();
    }
    drawBodies(g, at);
    g.strokeStyle = "#2e7d32"; g.lineWidth = 1.5;
    for (const [a, b] of DATA.springs) zigzag(g, at(a), at(b));
    g.strokeStyle = "#6d4c41"; g.lineWidth = 3;
    for (const [a, b] of DATA.dampers) line(g, at(a), at(b));
    g.strokeStyle = "#303030"; g.lineWidth = 3;
    for (const [a, b] of DATA.links) line(g, at(a), at(b));
    DATA.points.forEach((name, i) => {
      const [x, y] = at(i);
      g.beginPath(); g.arc(x, y, DATA.massive[i] ? 8 : 3.5, 0, 2 * Math.PI);
      g.fillStyle = DATA.massive[i] ? "#1976d2" : "#303030"; g.fill();
      g.strokeStyle = "#0b3d63"; g.lineWidth = 1.5; g.stroke();
    });
  }

  function line(g, a, b) { g.beginPath(); g.moveTo(a[0], a[1]); g.lineTo(b[0], b[1]); g.stroke(); }

  function zigzag(g, a, b) {
    const dx = b[0] - a[0], dy = b[1] - a[1], L = Math.hypot(dx, dy) || 1;
    const nx = -dy / L * 6, ny = dx / L * 6, turns = 10;
    g.beginPath(); g.moveTo(a[0], a[1]);
    for (let i = 1; i < turns; i++) {
      const s = i / turns, side = i % 2 ? 1 : -1;
      g.lineTo(a[0] + dx * s + side * nx, a[1] + dy * s + side * ny);
    }
    g.lineTo(b[0], b[1]); g.stroke();
  }

  const COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2"];

  /* A small plotter: series over t in [0, t_end], axes with the value range. */
  function plot(canvasId, labels, value) {
    const [g, w, h] = sizeCanvas($(canvasId));
    g.clearRect(0, 0, w, h);
    const left = 56, right = 8, top = 8, bottom = 24, k = sampleIndex();
    let lo = Infinity, hi = -Infinity;
    for (let j = 0; j <= k; j++) for (let s = 0; s < labels.length; s++) {
      const v = value(j, s);
      if (isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
    }
    if (!isFinite(lo)) { lo = -1; hi = 1; }
    if (hi - lo < 1e-9 * Math.max(1, Math.abs(hi))) { lo -= 0.5; hi += 0.5; }
    const X = (t) => left + (w - left - right) * t / DATA.t_end;
    const Y = (v) => top + (h - top - bottom) * (hi - v) / (hi - lo);
    g.strokeStyle = "#999"; g.lineWidth = 1; g.strokeRect(left, top, w - left - right, h - top - bottom);
    g.fillStyle = "#333"; g.font = "12px sans-serif";
    g.textAlign = "right"; g.fillText(fmt(hi), left - 4, top + 10); g.fillText(fmt(lo), left - 4, h - bottom);
    g.textAlign = "left"; g.fillText("0", left, h - 6);
    g.textAlign = "right"; g.fillText(T.time.replace("{t}", fmt(DATA.t_end)), w - right, h - 6);
    for (let s = 0; s < labels.length; s++) {
      g.strokeStyle = COLORS[s % COLORS.length]; g.lineWidth = 1.6; g.beginPath();
      const stride = Math.max(1, Math.floor(k / 1500));
      for (let j = 0; j <= k; j += stride) {
        const x = X(run.t[j]), y = Y(value(j, s));
        if (j === 0) g.moveTo(x, y); else g.lineTo(x, y);
      }
      g.stroke();
    }
  }

  function fmt(v) { return Math.abs(v) >= 1e4 || (Math.abs(v) < 1e-3 && v !== 0) ? v.toExponential(2) : (+v.toPrecision(4)).toString(); }

  function legend(id, labels) {
    $(id).innerHTML = "";
    labels.forEach((label, s) => {
      const item = document.createElement("span");
      item.className = "key"; item.style.setProperty("--c", COLORS[s % COLORS.length]);
      item.textContent = label; $(id).appendChild(item);
    });
  }

  function draw() {
    drawScene();
    if (SLIDES) return;
    plot("energy", [0, 1, 2], (j, s) => run.energy[j][s]);
    plot("coords", DATA.coordinates, (j, s) => run.y[j][s]);
    $("time").textContent = T.time.replace("{t}", (run.t[sampleIndex()] || 0).toFixed(2));
  }

  function frame(now) {
    if (clock.playing) {
      if (clock.last !== null) clock.time += (now - clock.last) / 1000;
      clock.last = now;
      advance(0.012);
      const end = run.done ? run.t[run.t.length - 1] : DATA.t_end;
      if (clock.time >= end && run.done) { clock.time = end; setPlaying(false); }
      clock.time = Math.min(clock.time, (run.t.length - 1) * dtSample);
    } else if (!run.done) {
      advance(0.008);
    }
    draw();
    requestAnimationFrame(frame);
  }

  function setPlaying(on) {
    clock.playing = on; clock.last = null;
    $("play").textContent = on ? T.pause : T.play;
    $("play").setAttribute("aria-pressed", on ? "true" : "false");
  }

  /* -- controls -------------------------------------------------------------------------------- */
  function controls(list, containerId) {
    list.forEach((x) => { x.current = x.value; });
    if (!containerId) return;
    const box = $(containerId);
    list.forEach((x, i) => {
      const row = document.createElement("div"); row.className = "control";
      const label = document.createElement("label"), id = containerId + "-" + i;
      label.htmlFor = id;
      label.textContent = x.which ? (x.which === "q0" ? x.name + "(0)" : x.name + "\u2032(0)") : x.name;
      row.appendChild(label);
      if (!x.numeric) {
        const out = document.createElement("output"); out.id = id;
        out.textContent = fmt(x.value) + " (" + T.derived + ")"; row.appendChild(out);
        box.appendChild(row); return;
      }
      const range = document.createElement("input"), num = document.createElement("input");
      range.type = "range"; range.id = id; [range.min, range.max, range.step] = x.slider;
      range.value = x.value; range.setAttribute("aria-label", label.textContent);
      num.type = "number"; num.step = "any"; num.value = x.value;
      num.setAttribute("aria-label", label.textContent);
      const set = (v) => { if (isFinite(v)) { x.current = v; schedule(); } };
      range.addEventListener("input", () => { num.value = range.value; set(Number(range.value)); });
      num.addEventListener("change", () => { range.value = num.value; set(Number(num.value)); });
      row.appendChild(range); row.appendChild(num); box.appendChild(row);
    });
  }

  let timer = null;
  function schedule() { clearTimeout(timer); timer = setTimeout(restart, 120); }

  /* -- the step-by-step reveal (the window's presentation keys) -------------------------------- */
  const steps = Array.from(document.querySelectorAll("[data-step]"));
  let shown = steps.length;
  function reveal(count) {
    shown = Math.max(0, Math.min(count, steps.length));
    steps.forEach((el) => { el.hidden = Number(el.dataset.step) > shown; });
    $("counter").textContent = T.step_counter.replace("{shown}", shown).replace("{total}", steps.length);
  }

  function onKey(ev) {
    const tag = (ev.target && ev.target.tagName) || "";
    if (["INPUT", "TEXTAREA", "SELECT", "BUTTON"].includes(tag) || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const k = ev.key;
    if (["PageDown", "ArrowRight", "ArrowDown", "Enter", " "].includes(k)) reveal(shown + 1);
    else if (["PageUp", "ArrowLeft", "ArrowUp"].includes(k)) reveal(shown - 1);
    else if (k === "Home") reveal(0);
    else if (k === "End") reveal(steps.length);
    else if (k === "p" || k === "P") setPlaying(!clock.playing);
    else return;
    ev.preventDefault();
  }

  /* -- start ----------------------------------------------------------------------------------- */
  const hash = decodeURIComponent(location.hash || "");
  if (hash.startsWith("#selftest")) {
    try { selftest(hash); } catch (e) { $("mechgui-selftest").textContent = JSON.stringify({ error: String(e) }); }
    return;
  }
  controls(DATA.parameters, SLIDES ? null : "parameters");
  controls(DATA.initial, SLIDES ? null : "initial");
  $("play").addEventListener("click", () => setPlaying(!clock.playing));
  $("reset").addEventListener("click", () => { setPlaying(false); restart(); });
  if (SLIDES) {
    document.addEventListener("keydown", (ev) => { if (ev.key === "p" || ev.key === "P") setPlaying(!clock.playing); });
    document.addEventListener("mechgui-slide", (ev) => { setPlaying(ev.detail === "animation-slide"); });
  } else {
    legend("energy-keys", [T.kinetic, T.potential, T.total]);
    legend("coords-keys", DATA.coordinates);
    $("next").addEventListener("click", () => reveal(shown + 1));
    $("prev").addEventListener("click", () => reveal(shown - 1));
    $("all").addEventListener("click", () => reveal(steps.length));
    document.addEventListener("keydown", onKey);
    const m = /^#step=(\d+|all)$/.exec(hash);
    reveal(m ? (m[1] === "all" ? steps.length : Number(m[1])) : 0);
  }
  restart();
  const first = $("mechgui-first-frame");
  if (first) { first.dataset.ms = performance.now().toFixed(1); first.textContent = first.dataset.ms; }
  setPlaying(!SLIDES);
  requestAnimationFrame(frame);
})();
