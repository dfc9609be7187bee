"""mechgui: derive, simulate and animate Lagrangian mechanical systems for teaching."""

import os

__version__ = "0.1.0"

# Our linear algebra is many small solves per time step; a multi-threaded BLAS only adds
# contention there (measured: 29 ms vs 0.04 ms per 100x100 solve on a busy 2-core machine).
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
