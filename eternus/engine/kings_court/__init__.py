"""King's Court and King's Dynasty: a shedding game of Scroll, Kingdom and Shield cards."""
