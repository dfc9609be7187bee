"use strict";
/* mechgui student page: unilateral constraints, as the engine's hybrid runner handles them
   (mechgui.engine.sim.hybrid): the run is cut into segments of one mode (which unilateral
   constraints hold); a mode switch is an event located on the dense output: "release" when an
   active constraint's multiplier falls through zero, "engage" when a released one's f returns
   to zero, with an impact of the given restitution (Newton's law, the velocity jump
   M du = B^T Lambda that keeps the other active constraints). */
const MechHybrid = (function () {
  const TINY = 2.2250738585072014e-308, REST_SPEED = 1e-9, MAX_SWITCHES = 5000;
  const ACCUMULATION_FRACTION = 1e-2;
  const N = MechNum;

  function maxAbs(a) { let m = 0; for (const v of a) m = Math.max(m, Math.abs(v)); return m; }

  class Hybrid {
    constructor(F, info, p, y0, tEnd) {
      this.F = F; this.info = info; this.p = p; this.n = info.n; this.m = info.m;
      this.tEnd = tEnd; this.kinds = info.kinds;
      const n = this.n;
      this.mf = N.massForcing(F, info, p); this.geo = N.geometry(F, info, p);
      this.e = F.restitution(p);
      this.tolQ = 1e-8 * (1 + maxAbs(y0.slice(0, n)));
      this.tolV = 1e-8 * (1 + maxAbs(y0.slice(n, 2 * n)));
      this.fscale = 1 + maxAbs(this.mf(0, y0.slice(0, n), y0.slice(n, 2 * n))[1]);
      this.events = info.events || [];
      this.impacts = {}; this.switches = 0; this.stopped = null; this.failed = false;
      this.prev = null;
      this.active = this.initialMode(y0);
      this.startSegment(0, y0.slice());
    }

    get solver() { return this.seg; }
    get t() { return this.stopped ? this.stopped[0] : this.seg.t; }
    get y() { return this.stopped ? this.stopped[1] : this.seg.y; }
    get status() {
      if (this.failed) return "failed";
      if (this.stopped) return "stopped";
      return this.seg.status;
    }

    solve(t, y, active) {  /* accelerations and multipliers in a mode */
      const n = this.n, m = this.m, q = y.slice(0, n), u = y.slice(n, 2 * n);
      const [M, f] = this.mf(t, q, u), g = this.geo(t, q, u);
      const A = [];
      for (let k = 0; k < m; k++) if (active[k]) A.push(k);
      const S = n + A.length, K = new Array(S * S).fill(0), rhs = new Array(S).fill(0);
      for (let i = 0; i < n; i++) { for (let j = 0; j < n; j++) K[i * S + j] = M[i * n + j]; rhs[i] = f[i]; }
      A.forEach((k, c) => {
        for (let j = 0; j < n; j++) { K[j * S + n + c] = -g.C[k][j]; K[(n + c) * S + j] = g.C[k][j]; }
        rhs[n + c] = -g.gamma[k];
      });
      const x = N.solveDense(K, rhs, S), lam = new Array(m).fill(0);
      A.forEach((k, c) => { lam[k] = x[n + c]; });
      return { a: x.slice(0, n), lam, g, u };
    }

    rhs(active) {
      const n = this.n, m = this.m, F = this.F, p = this.p, info = this.info;
      return (s, y) => {
        const sol = this.solve(s, y, active), q = y.slice(0, n);
        const pw = F.power(s, q, sol.u, p);
        let pe = pw[1];
        if (info.has_drive) pe += F.drive(s, q, sol.u, sol.a, p)[0];
        for (let k = 0; k < m; k++) {
          let cu = 0;
          for (let j = 0; j < n; j++) cu += sol.g.C[k][j] * sol.u[j];
          pe -= sol.lam[k] * (sol.g.vel[k] - cu);
        }
        return sol.u.concat(sol.a, [pw[0], pe]);
      };
    }

    eventValues(active) {  /* user events, then one function per unilateral constraint */
      const n = this.n;
      return (s, y) => {
        const sol = this.solve(s, y, active);
        const out = this.events.length ? this.F.events(s, y.slice(0, n), y.slice(n, 2 * n), this.p) : [];
        for (let k = 0; k < this.m; k++) {
          if (this.kinds[k] === "unilateral") out.push(active[k] ? sol.lam[k] : sol.g.pos[k]);
        }
        return out;
      };
    }

    layout(active) {
      const dirs = this.events.map((e) => e.direction), tags = [], tols = [];
      for (let k = 0; k < this.m; k++) {
        if (this.kinds[k] !== "unilateral") continue;
        tags.push([active[k] ? "release" : "engage", k]);
        tols.push(active[k] ? this.fscale * 1e-9 : this.tolQ);
        dirs.push("falling");
      }
      return [dirs, tags, tols];
    }

    initialMode(y0) {
      const n = this.n, g = this.geo(0, y0.slice(0, n), y0.slice(n, 2 * n)), active = [];
      for (let k = 0; k < this.m; k++) {
        let on = this.kinds[k] !== "unilateral" || Math.abs(g.pos[k]) <= this.tolQ;
        if (on && this.kinds[k] === "unilateral" && g.vel[k] > this.tolV) on = false;
        active.push(on);
      }
      return this.settle(0, y0, active);
    }

    settle(t, y, active) {  /* release the unilateral constraints whose multiplier is negative */
      active = active.slice();
      for (let it = 0; it < 4 * this.m + 2; it++) {
        const sol = this.solve(t, y, active);
        let changed = false;
        for (let k = 0; k < this.m; k++) {
          if (this.kinds[k] === "unilateral" && active[k] && sol.lam[k] < 0) { active[k] = false; changed = true; }
        }
        if (!changed) break;
      }
      return active;
    }

    project(t, y, active) {
      const key = active.join(",");
      if (this.projKey !== key) {
        const info = Object.assign({}, this.info, {
          m: this.m, holonomic: this.kinds.map((k) => k !== "nonholonomic"), active,
        });
        this.projFn = N.projector(this.F, info, this.p);
        this.projKey = key;
      }
      return this.projFn(t, y);
    }

    startSegment(t, y) {
      if (this.seg) this.prev = this.seg;
      this.segStart = t;
      this.fun = this.rhs(this.active);
      this.ev = this.eventValues(this.active);
      [this.dirs, this.tags, this.tols] = this.layout(this.active);
      const tab = this.info.tableau;
      this.seg = new N.RungeKutta(tab, this.fun, t, y, this.tEnd, this.info.rtol, this.info.atol);
      const g = this.ev(t, y), nu = this.events.length;
      for (let i = nu; i < g.length; i++) if (Math.abs(g[i]) <= this.tols[i - nu]) g[i] = TINY;
      this.gPrev = g;
    }

    step() {
      const s = this.seg;
      if (!s.step()) return false;
      const gNew = this.ev(s.t, s.y), hits = [];
      for (let k = 0; k < gNew.length; k++) {
        const a = this.gPrev[k], b = gNew[k], crossed = (a < 0 && 0 <= b) || (a > 0 && 0 >= b);
        if (!crossed || a === 0) continue;
        const rising = b > a;
        if ((this.dirs[k] === "rising" && !rising) || (this.dirs[k] === "falling" && rising)) continue;
        hits.push([N.locateZero((x) => this.ev(x, s.at(x))[k], s.tOld, s.t), k]);
      }
      hits.sort((x, y) => x[0] - y[0]);
      const nu = this.events.length;
      for (const [tk, k] of hits) {
        if (k < nu) {
          if (!this.events[k].stop) continue;
          let y = s.at(tk);
          const yp = this.project(tk, y, this.active);
          this.stopped = [tk, yp || y];
          return true;
        }
        this.transition(tk, s.at(tk), this.tags[k - nu]);
        return true;
      }
      const yp = this.project(s.t, s.y, this.active);
      if (yp) { s.y = yp; s.f = this.fun(s.t, yp); s.dense = null; }
      this.gPrev = yp ? this.ev(s.t, s.y) : gNew;
      return true;
    }

    transition(tk, y, tag) {
      const [kind, idx] = tag;
      if (++this.switches > MAX_SWITCHES) { this.failed = true; return; }
      const active = this.active.slice();
      if (kind === "release") {
        active[idx] = false;
        this.active = active;
      } else {
        const [after, used] = this.impact(tk, y, idx, this.accumulation(idx, tk) ? 0 : this.e[idx], active);
        y = after;
        if (!(used > 0)) {  /* plastic: the constraint holds from now on (bounces off: released) */
          active[idx] = true;
          this.active = this.settle(tk, y, active);
        }
      }
      this.startSegment(tk, y);
    }

    impact(t, y, idx, e, active) {  /* the velocity jump of an impact on constraint idx */
      const n = this.n, u = y.slice(n, 2 * n), g = this.geo(t, y.slice(0, n), u);
      const vn = g.vel[idx];
      if (Math.abs(vn) < REST_SPEED * (1 + maxAbs(u))) e = 0;
      const rows = [];
      for (let k = 0; k < this.m; k++) if (active[k]) rows.push(k);
      rows.push(idx);
      /* M du = B^T Lambda with B (u + du) + b0 = target, b0 = vel - B u: B du = target - vel */
      const r = rows.map((k, i) => (i === rows.length - 1 ? -e * vn : 0) - g.vel[k]);
      const Minv = N.inverse(this.mf(t, y.slice(0, n), u)[0], n);
      const du = N.correction(Minv, rows.map((k) => g.C[k]), r, n);
      const before = this.energy(t, y), out = y.slice();
      for (let i = 0; i < n; i++) out[n + i] = u[i] + du[i];
      out[2 * n] += before - this.energy(t, out);
      return [out, e];
    }

    energy(t, y) {
      const n = this.n, e = this.F.energy(t, y.slice(0, n), y.slice(n, 2 * n), this.p);
      return e[0] + e[1];
    }

    accumulation(k, t) {  /* bounces in a geometric sequence: come to rest (see the engine) */
      const times = this.impacts[k] || (this.impacts[k] = []);
      const cannot = times.length > 0 && t - times[times.length - 1] <= 1e-12 * (1 + Math.abs(t));
      if (!cannot) times.push(t);
      if (times.length < 3) return false;
      const L = times.length, d1 = times[L - 2] - times[L - 3], d2 = times[L - 1] - times[L - 2];
      const e = this.e[k];
      if (!(d1 > 0 && d2 > 0 && e > 0)) return false;
      const r = d2 / d1;
      if (!(Math.abs(r - e) <= 0.01 * e && r < 1)) return false;
      const remaining = d2 * r / (1 - r);
      return !(remaining > ACCUMULATION_FRACTION * this.tEnd && !cannot);
    }

    at(t) {
      if (this.stopped && t >= this.stopped[0]) return this.stopped[1].slice();
      const s = t < this.segStart && this.prev ? this.prev : this.seg;
      const y = s.at(t), yp = this.project(t, y, this.active);
      return yp || y;
    }
  }

  return { Hybrid };
})();
