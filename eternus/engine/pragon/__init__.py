"""The Seal of Pragon: a solitaire of six stacks broken with poker hands."""
