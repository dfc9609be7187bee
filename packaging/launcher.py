"""PyInstaller entry script: the same entry point as the `mechgui` console script."""

import sys

from mechgui.cli import main

if __name__ == "__main__":
    sys.exit(main())
