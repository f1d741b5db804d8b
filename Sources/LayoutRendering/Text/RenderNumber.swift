import Foundation

/// The one place renderers turn coordinates into text (SVG, HTML, attribute lines).
///
/// Values are rounded to ``decimals`` places and written as the shortest decimal with at
/// most that many places: no trailing zeros, no exponent, no `-0`, `.` as the separator
/// whatever the locale. Frames on the pixel grid of a 1×, 2× or 4× display are exact decimals
/// and come out exactly (`97.5`, `0.25`); a 3× grid's thirds come out as `33.3333`.
/// NaN and infinities, which no reported frame holds, are written as `0`. Beyond about
/// 9 × 10¹¹ points a `Double` no longer holds four exact decimals, so such values are written
/// as whole numbers.
///
/// ```
/// RenderNumber.format(195)        // "195"
/// RenderNumber.format(97.5)       // "97.5"
/// RenderNumber.format(100.0 / 3)  // "33.3333"
/// RenderNumber.format(-0.00001)   // "0"
/// ```
public enum RenderNumber {
    /// The most decimal places written.
    public static let decimals = 4

    /// `value` rounded to ``decimals`` places (halves away from zero), never `-0`; `0` for
    /// NaN and infinities.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
        let result = scaled / 10_000
        return result == 0 ? 0 : result
    }

    /// `value` as text: rounded to ``decimals`` places, shortest form.
    public static func format(_ value: Double) -> String {
        var output = ChunkedOutput()
        append(value, to: &output)
        return output.text
    }

    /// Appends `value` to `output` as ``format(_:)`` writes it.
    static func append(_ value: Double, to output: inout ChunkedOutput) {
        guard value.isFinite else { return output.append("0") }
        let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
        // Up to 2^53 ten-thousandths are exact integers in a Double; past that the fraction
        // is noise, and the value is written as a whole number (exactly, without exponent).
        guard Swift.abs(scaled) < 9_007_199_254_740_992 else {
            if scaled < 0 { output.append("-") }
            return output.append(String(format: "%.0f", Swift.abs(value).rounded(.toNearestOrAwayFromZero)))
        }
        output.append(tenThousandths: Int64(scaled))
    }

    /// `value` in CSS pixels (points): ``format(_:)`` followed by `px`.
    public static func px(_ value: Double) -> String {
        format(value) + "px"
    }
}
