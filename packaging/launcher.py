"""PyInstaller entry script: the same entry point as the `mechgui` console script."""

import multiprocessing
import sys

from mechgui.cli import main

if __name__ == "__main__":
    # a worker process of a sweep or a Poincaré section (spawn) runs its task, not the app
    multiprocessing.freeze_support()
    sys.exit(main())
