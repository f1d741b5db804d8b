import ArgumentParser
import CompositionalLayout

/// `complayout devices`: lists the device presets `--device` accepts.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets --device accepts.",
        discussion: """
            Each line: the name to pass to --device, the portrait size in points, the scale, and the safe area \
            (top,left,bottom,right) in portrait and in landscape. Names are forgiving: 'iPhone 15 Pro', \
            'iphone15pro' and 'iphone-15-pro' are the same device.
            """)

    /// Prints one aligned line per preset, in catalog order.
    func run() {
        let rows = DevicePreset.all.map { device in
            [
                device.identifier, "\(Self.number(device.portraitSize.width)) x \(Self.number(device.portraitSize.height))",
                "@\(Self.number(device.scale))x",
                "portrait \(Self.insets(device.portraitSafeAreaInsets))",
                "landscape \(Self.insets(device.landscapeSafeAreaInsets))", device.name,
            ]
        }
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let padded = row.enumerated().map { column, text in
                column == row.count - 1 ? text : text + String(repeating: " ", count: widths[column] - text.count)
            }
            Console.printOutput(padded.joined(separator: "  "))
        }
    }

    private static func insets(_ insets: UIEdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ",")
    }

    /// Whole numbers without decimals (every preset value is one).
    private static func number(_ value: CGFloat) -> String {
        let value = Double(value)
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
