"""The Qt desktop application of mechgui: thin widgets over a :class:`Session`."""
