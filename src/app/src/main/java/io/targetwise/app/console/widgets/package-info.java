/**
 * Drawing pieces more than one view uses, such as the run chart of a process output: views depend on this package,
 * never the other way, so that no view needs another view's package for a picture.
 */
package io.targetwise.app.console.widgets;
