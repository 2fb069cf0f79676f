"""The Discord face of the referee: commands, components, notifications, and the console."""
