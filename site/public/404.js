// Logged as a warning: the path is worth seeing in the console, but it is not a script error.
console.warn(`Page non trouvée : ${location.pathname}`);
