"""PyInstaller entry script: the same entry point as the `mechgui` console script."""

import multiprocessing

from mechgui.cli import run

if __name__ == "__main__":
    # a worker process of a sweep or a Poincaré section (spawn) runs its task, not the app
    multiprocessing.freeze_support()
    run()
