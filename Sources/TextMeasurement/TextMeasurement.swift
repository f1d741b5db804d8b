// TextMeasurement: fonts' horizontal metrics read from OpenType files, the built-in Inter
// metrics, and lines of text laid out with them. Values in, values out: no Foundation, no
// classes; builds as Embedded Swift.
