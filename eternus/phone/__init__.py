"""Phones at the table (issue 55): each seat's hand on its own phone, over the local network.

The table publishes what each seat may know after every move and takes the phones' moves
as intents; between them sits a small web server that speaks JSON over a WebSocket. No rule
and no AI live here: a phone's move is checked by the engine's typed door
(:func:`eternus.engine.core.action_for`) exactly as a click is.

* :mod:`.protocol`: the typed messages both ways and the parser that refuses bad input;
* :mod:`.seats`: a match's join code and each phone seat's secret;
* :mod:`.bridge`: the thread-safe boundary with the table (views out, intents in);
* :mod:`.server`: the aiohttp app in a thread of its own (page, assets, sockets, caps).

Nothing here imports pygame.
"""
