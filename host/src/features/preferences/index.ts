// The preferences' public entry: the language-and-currency picker and the theme toggle.
export { LocalePicker } from './ui/locale-picker.tsx';
export { ThemeToggle } from './ui/theme-toggle.tsx';
