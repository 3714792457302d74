/**
 * antd's click wave, off for the cart's buttons (`<ConfigProvider wave={NO_WAVE}>`): what a press changes (the
 * drawer opening, the new quantity and total) is shown in the press's own frame and is the answer; the wave added a
 * React root, a read of the button's computed colour and more frames of style and layout to each press.
 */
export const NO_WAVE = { disabled: true } as const;
