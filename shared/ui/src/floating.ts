/**
 * The floating chat button: its distance from the viewport's bottom and inline-end edges, and the room the page keeps
 * free below its last content (the button, antd's large control of 40px, with that distance on both sides), so every
 * part of a page can be scrolled clear of it.
 */
export const FLOATING_BUTTON_INSET = 24;
export const FLOATING_BUTTON_ROOM = 40 + 2 * FLOATING_BUTTON_INSET;
