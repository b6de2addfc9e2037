// The seat's page: joins with the code and key from its address (keeping the key for a
// reload), reconnects with a growing wait, shows the seat's view and legal moves as they
// come, and sends the chosen move. It decides nothing: the table checks every move.
"use strict";
(function () {
  const params = new URLSearchParams(location.search);
  const code = params.get("code") || "";
  const store = "eternus-seat-" + code;
  let secret = params.get("secret") || localStorage.getItem(store) || "";
  let name = "";
  let seq = 0;
  let socket = null;
  let wait = 500;
  let mySeat = -1;
  let wasMine = false;
  let retry = true;
  const OWN_CARDS = ["hole", "hand"];    // the view fields that hold the seat's own cards
  const $ = (id) => document.getElementById(id);

  function status(text) { $("status").textContent = text; }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws");
    socket.onopen = () => {
      status("Joining...");
      socket.send(JSON.stringify({ kind: "hello", code: code, secret: secret, name: name }));
    };
    socket.onmessage = (event) => receive(JSON.parse(event.data));
    socket.onclose = () => {
      if (!retry) return;
      status("Lost the table; trying again...");
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 10000);
    };
  }

  function receive(msg) {
    if (msg.kind === "welcome") {
      wait = 500;
      mySeat = msg.seat;
      secret = msg.secret;
      seq = Math.max(seq, msg.last_seq);
      localStorage.setItem(store, secret);
      history.replaceState(null, "", "?code=" + encodeURIComponent(code));
      status("Seated as " + msg.name + ".");
      $("join").hidden = true;
      $("table").hidden = false;
    } else if (msg.kind === "view") {
      show(msg);
    } else if (msg.kind === "events") {
      for (const line of msg.events) {
        const item = document.createElement("li");
        item.textContent = line.text;
        $("events").prepend(item);
      }
      while ($("events").children.length > 12) $("events").lastChild.remove();
    } else if (msg.kind === "refused") {
      $("reason").textContent = msg.reason;
    } else if (msg.kind === "error") {
      status(msg.reason);
      retry = msg.retry;
      if (msg.forget) { localStorage.removeItem(store); secret = ""; }
    }
  }

  function show(msg) {
    document.body.dataset.version = msg.version;
    const mine = msg.to_act === mySeat && !msg.over;
    const who = msg.over ? "The game is over." : mine ? "Your turn." :
      (msg.to_act === null ? "" : msg.names[msg.to_act] + " to play.");
    $("turn").textContent = who;
    $("turn").className = mine ? "mine" : "";
    if (mine && !wasMine && navigator.vibrate) navigator.vibrate(200);
    wasMine = mine;
    $("reason").textContent = "";
    const moves = $("moves");
    moves.replaceChildren();
    for (const move of msg.legal) {
      const button = document.createElement("button");
      button.textContent = move.label;
      button.onclick = () => {
        seq += 1;
        socket.send(JSON.stringify({ kind: "act", seq: seq, action: move.action }));
      };
      moves.append(button);
    }
    const own = OWN_CARDS.find((key) => Array.isArray(msg.view[key]));
    $("cards-zone").hidden = own === undefined;
    $("cards").replaceChildren(...(own === undefined ? [] : msg.view[own]).map((card) => {
      const chip = document.createElement("span");
      chip.textContent = card;
      return chip;
    }));
    const view = $("view");
    view.replaceChildren();
    for (const [key, value] of Object.entries(msg.view)) {
      const term = document.createElement("dt");
      term.textContent = key.replace(/_/g, " ");
      const detail = document.createElement("dd");
      detail.dataset.key = key;
      detail.textContent = typeof value === "string" ? value : JSON.stringify(value);
      view.append(term, detail);
    }
  }

  if (!code) {
    status("Scan the table's code to join.");
  } else if (!secret) {
    status("Pick a seat.");
    $("join").hidden = false;
    $("join").onsubmit = (event) => {
      event.preventDefault();
      name = $("name").value.trim();
      connect();
    };
  } else {
    connect();
  }
})();
