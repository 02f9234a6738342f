package io.targetwise.app.console.chart;

/**
 * What a chart element means, not its colour: the theme maps each tone to a colour (CSS custom properties
 * {@code --tw-tone-*}), so the ISA-101 palette lives in one place and only {@link #ABNORMAL} stands out.
 */
public enum Tone {
    NORMAL, MUTED, TARGET, LIMIT, ABNORMAL, EPISTEMIC, ALEATORIC
}
