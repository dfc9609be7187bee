"""The docks of the main window, one folder each. A dock talks to the others only through the
session's signals and the main window's wiring, never by holding a reference to another dock."""
