"""mechgui chain: an n-mass torsional or translational chain written as a model file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mechgui.cli_common import (
    EXIT_OK,
)

NAME = "chain"
HELP = "write an n-mass torsional or translational chain model"


def add_arguments(c: argparse.ArgumentParser) -> None:
    c.add_argument("kind", choices=("torsional", "translational"))
    c.add_argument("-n", type=int, help="number of masses (default: the length of --masses)")
    c.add_argument(
        "--masses",
        "--inertias",
        dest="masses",
        required=True,
        metavar="LIST",
        help="J_k or m_k: '1,2,3', '3*0.5' or one value for all",
    )
    c.add_argument(
        "--stiffness",
        required=True,
        metavar="LIST",
        help="n-1 values between neighbours, or n+1 with the ground springs at both ends",
    )
    c.add_argument("--ground", choices=("none", "left", "right", "both"), default="none")
    c.add_argument("--ext-damping", metavar="LIST", help="b_k: absolute damping of each mass")
    c.add_argument("--int-damping", metavar="LIST", help="beta_k: damping between neighbours")
    c.add_argument("--load", action="append", metavar="K=FORMULA", help="load on mass K")
    c.add_argument("--friction", metavar="LIST", help="friction moment/force of each mass")
    c.add_argument("--friction-model", choices=("constant", "coulomb"), default="constant")
    c.add_argument("--param", action="append", metavar="NAME=VALUE", help="a parameter")
    c.add_argument("--q0", metavar="LIST")
    c.add_argument("--v0", metavar="LIST")
    c.add_argument("--title")
    c.add_argument("--t-end", default="10")
    c.add_argument("-o", "--output", metavar="FILE", help="default: standard output")
    c.add_argument("--force", action="store_true", help="overwrite an existing file")


def run(args: argparse.Namespace) -> int:
    from mechgui.engine.chains import parse_chain_spec
    from mechgui.engine.model import model_to_toml

    model = parse_chain_spec(
        args.kind,
        args.n,
        masses=args.masses,
        stiffnesses=args.stiffness,
        ext_damping=args.ext_damping,
        int_damping=args.int_damping,
        loads=args.load,
        friction=args.friction,
        friction_model=args.friction_model,
        params=args.param,
        ground=args.ground,
        q0=args.q0,
        v0=args.v0,
        title=args.title,
        t_end=args.t_end,
    )
    text = model_to_toml(model)
    if not args.output:
        sys.stdout.write(text)
        return EXIT_OK
    from mechgui.engine.outputs import check_outputs, write_via

    dest = Path(args.output)
    check_outputs(None, args.force, ("-o", dest))
    write_via(dest, "-o", lambda tmp: tmp.write_text(text, encoding="utf-8"))
    print(f"wrote {dest} ({len(model.free_coordinates)} coordinates)")
    return EXIT_OK
