import ArgumentParser
import CompositionalLayout
import LayoutCore
import LayoutFile

/// The options every command that lays something out shares: where it is shown.
///
/// ```
/// --device iphone-15 --landscape          the device's screen, scale, safe area, size classes
/// --width 400 --height 800 --scale 2      override the device (or a file's host, or the defaults)
/// --safe-area 59,0,34,0  (or one number)  top,left,bottom,right
/// --rtl --offset 0,120 --items 1000
/// ```
///
/// ``overrides()`` turns them into the values of a layout file's `host` they replace (the
/// device first, then each number given explicitly); ``exampleHost`` is what they replace
/// for a built-in example. Malformed values are usage errors naming the option and the value;
/// an unknown device is a ``ToolError`` (status 1) with a suggestion.
struct HostOptions: ParsableArguments {
    /// The width an example is shown at without options (a 375-point iPhone).
    static let exampleWidth = 375.0
    /// The height an example is shown at without options (an 812-point iPhone).
    static let exampleHeight = 812.0
    /// The display scale an example is shown at without options.
    static let exampleScale = 3.0

    /// The host an example is shown in before the options apply: 375 × 812 points at scale
    /// 3, no safe area, left to right, at the resting offset, and the size classes, screen
    /// and margins of a bare headless view (unspecified, the view's size, the system's).
    static let exampleHost = HostSpec(
        width: exampleWidth, height: exampleHeight, scale: exampleScale,
        safeAreaInsets: EdgeInsetsSpec(), horizontalSizeClass: .unspecified,
        verticalSizeClass: .unspecified)

    /// `--device NAME`: a preset looked up forgivingly by ``DevicePreset/lookUp(_:)``.
    @Option(
        help: ArgumentHelp(
            "A device to lay out for: its screen size, scale, safe area and size classes (see `complayout devices`).",
            valueName: "name"))
    var device: String?

    /// `--landscape`: the device turned on its side; needs `--device`.
    @Flag(help: "Hold the device (--device) in landscape.")
    var landscape = false

    /// `--width`: points, finite and >= 0.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The collection view's width in points (default: the device's; else a file's host, or "
                + "\(Self.format(HostSpec.defaultWidth)); \(Self.format(Self.exampleWidth)) for an example).",
            valueName: "points"))
    var width: Double?

    /// `--height`: points, finite and >= 0.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The collection view's height in points (default: the device's; else a file's host, or "
                + "\(Self.format(HostSpec.defaultHeight)); \(Self.format(Self.exampleHeight)) for an example).",
            valueName: "points"))
    var height: Double?

    /// `--scale`: pixels per point, in `LayoutLimits.displayScales` (1 to 32).
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The display scale (pixels per point, \(Self.format(LayoutLimits.displayScales.lowerBound)) to "
                + "\(Self.format(LayoutLimits.displayScales.upperBound))) frames are aligned to (default: the device's; "
                + "else a file's host, or \(Self.format(Self.exampleScale))).",
            valueName: "scale"))
    var scale: Double?

    /// `--safe-area`: the text as given; parsed by ``insets(_:)``.
    @Option(
        name: .customLong("safe-area"), parsing: .unconditional,
        help: ArgumentHelp(
            "Safe-area insets in points: top,left,bottom,right, or one number for every edge (default: the "
                + "device's; else a file's host, or \(Self.insetsText(HostSpec.defaultSafeAreaInsets)); 0 for an example).",
            valueName: "insets"))
    var safeArea: String?

    /// `--rtl`: right-to-left layout direction.
    @Flag(help: "Lay out right to left.")
    var rtl = false

    /// `--offset`: the text as given; parsed by ``point(_:)``.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The content offset x,y to show, in points (default: a file's host, or the resting offset, above the "
                + "safe area).",
            valueName: "x,y"))
    var offset: String?

    /// `--items`: any count >= 0. Nothing is held per item (`attributes` streams, `render`
    /// reads the region it draws); a layout too long for the engine's coordinates is an
    /// error of the layout.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("An item count for every section, replacing the layout's own counts.", valueName: "count"))
    var items: Int?

    /// Options with nothing given; ArgumentParser fills them in.
    init() {}

    /// Checks every value's form and range, throwing a `ValidationError` (a usage error,
    /// status 64) that names the option and the value. Device names are checked by
    /// ``overrides()``.
    func validate() throws {
        for (name, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value >= 0) {
                throw ValidationError("--\(name) must be a finite number >= 0, not \(value).")
            }
        }
        if let scale, !LayoutLimits.displayScales.contains(scale) {
            let range = LayoutLimits.displayScales
            throw ValidationError(
                "--scale must be from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), not \(scale).")
        }
        if let safeArea, Self.insets(safeArea) == nil {
            throw ValidationError(
                "--safe-area takes one number or four (top,left,bottom,right), each finite and >= 0, not '\(safeArea)'.")
        }
        if let offset, Self.point(offset) == nil {
            throw ValidationError("--offset takes two finite numbers x,y, not '\(offset)'.")
        }
        if let items, items < 0 {
            throw ValidationError("--items must be 0 or more, not \(items).")
        }
        if landscape, device == nil {
            throw ValidationError("--landscape turns a device; give one with --device, or set --width and --height.")
        }
    }

    /// `text` as insets: one number for every edge, or four as top,left,bottom,right. `nil`
    /// unless every number is finite and >= 0.
    static func insets(_ text: String) -> UIEdgeInsets? {
        guard let numbers = numbers(text), numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        switch numbers.count {
        case 1: return UIEdgeInsets(top: numbers[0], left: numbers[0], bottom: numbers[0], right: numbers[0])
        case 4: return UIEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default: return nil
        }
    }

    /// `text` as a point x,y, or `nil` unless it is two finite numbers.
    static func point(_ text: String) -> CGPoint? {
        guard let numbers = numbers(text), numbers.count == 2 else { return nil }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// The comma-separated numbers in `text` (spaces around each allowed), or `nil` if one is
    /// not a finite number.
    private static func numbers(_ text: String) -> [Double]? {
        var numbers: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = Double(part.trimmingCharacters(in: .whitespaces)), number.isFinite else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// `insets` for help text, as `--safe-area` takes them: top,left,bottom,right.
    private static func insetsText(_ insets: EdgeInsetsSpec) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(format).joined(separator: ",")
    }

    /// `value` for help text: no decimals when it is a whole number.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
