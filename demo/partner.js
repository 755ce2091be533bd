// The partner page's own script: adds triggers on demand and logs the widget's events, as a
// partner that forwards confirmed orders to its back end would listen for them.
const ORDER_LABEL = 'Obtenir un Kbis';
const EVENTS = ['kbis:open', 'kbis:step', 'kbis:invalid', 'kbis:close', 'kbis:confirm'];

document.addEventListener('DOMContentLoaded', () => {
  const widgetScript = document.querySelector('script[integrity]');
  document.getElementById('snippet').textContent = widgetScript.outerHTML.replace(/=""/g, '');

  const added = document.getElementById('added-triggers');
  document.getElementById('add-trigger').addEventListener('click', () => {
    const trigger = document.createElement('button');
    trigger.type = 'button';
    trigger.className = 'action';
    trigger.textContent = ORDER_LABEL;
    added.append(trigger);
  });

  const log = document.getElementById('event-log');
  for (const type of EVENTS) {
    document.addEventListener(type, (event) => {
      const entry = document.createElement('li');
      const detail = event.detail == null ? '' : ` ${JSON.stringify(event.detail)}`;
      entry.textContent = `${new Date().toLocaleTimeString('fr-FR')} ${type}${detail}`;
      log.append(entry);
    });
  }
});
