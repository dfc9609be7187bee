"""Lecturing with mechgui: the slide show on the projector, the presenter view on the laptop,
ink over both, the check of a saved window layout, and what changed after a live edit."""
