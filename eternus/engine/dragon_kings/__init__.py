"""Dragon Kings: Texas Hold'em underneath, with twinned dragon kings, wild cards and wing cards.

Being built (see the registry's ``Coming`` entry): the hand evaluator and the Hold'em engine
land first, the wing cards, the AI and the table after them. Until the package declares its
``DECLARATION`` the registry does not offer the game.
"""
