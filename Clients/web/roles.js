// An action's `role` (PROTOCOL.md §6, Controls) on its button: a destructive one is drawn as such
// (class "destructive", style.css) and described as "Destructive" to assistive technology, through
// aria-describedby to the page's hidden note (index.html, #role-destructive). `cancel` changes
// nothing in how a button looks; the alert (screen.js) gives it the focus and Escape. A role the
// page does not know is an ordinary action.
export const DESTRUCTIVE_NOTE = "role-destructive";

export function markRole(button, role) {
  const destructive = role === "destructive";
  button.classList.toggle("destructive", destructive);
  if (destructive) {
    if (button.getAttribute("aria-describedby") !== DESTRUCTIVE_NOTE) button.setAttribute("aria-describedby", DESTRUCTIVE_NOTE);
  } else if (button.hasAttribute("aria-describedby")) {
    button.removeAttribute("aria-describedby");
  }
}
