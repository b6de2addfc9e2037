"""The screens around the table: title, setup, pause/settings, rules, results, messages.

Import the scene classes from their modules (``eternus.ui.scenes.title.TitleScene`` ...);
this package imports nothing at load time so a table can import one scene cheaply.
"""
