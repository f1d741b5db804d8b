import CompositionalLayout
import LayoutFile

extension HostOptions {
    /// The values of a layout file's `host` these options replace: the device's screen,
    /// scale, safe area and size classes first, then each number given explicitly, then
    /// direction and content offset. What the options leave out is `nil`, so it keeps the
    /// value it is laid over (``HostSpec/overriding(with:)``). Throws a ``ToolError`` for an
    /// unknown device.
    func overrides() throws -> HostSpec {
        var overrides = HostSpec()
        if let device {
            let preset: DevicePreset
            do {
                preset = try DevicePreset.lookUp(device)
            } catch {
                throw ToolError(error.description)
            }
            let orientation: DevicePreset.Orientation = landscape ? .landscape : .portrait
            let size = preset.screenSize(in: orientation)
            let classes = preset.sizeClasses(in: orientation)
            overrides.width = Double(size.width)
            overrides.height = Double(size.height)
            overrides.screen = SizeValueSpec(width: Double(size.width), height: Double(size.height))
            overrides.scale = Double(preset.scale)
            overrides.safeAreaInsets = Self.spec(preset.safeAreaInsets(in: orientation))
            overrides.horizontalSizeClass = classes.horizontal
            overrides.verticalSizeClass = classes.vertical
        }
        if let width { overrides.width = width }
        if let height { overrides.height = height }
        if let scale { overrides.scale = scale }
        if let safeArea, let insets = Self.insets(safeArea) { overrides.safeAreaInsets = Self.spec(insets) }
        if rtl { overrides.layoutDirection = .rightToLeft }
        if let offset, let point = Self.point(offset) { overrides.contentOffset = PointSpec(x: Double(point.x), y: Double(point.y)) }
        return overrides
    }

    /// Applies the options over a layout file's own host section (``overrides()``) and sets
    /// every section's item count to `--items`. Throws a ``ToolError`` for an unknown device.
    func apply(to document: inout LayoutFileDocument) throws {
        document.host = (document.host ?? HostSpec()).overriding(with: try overrides())
        if let items {
            for index in document.sections.indices { document.sections[index].numberOfItems = items }
        }
    }

    /// The item counts to lay out: `counts`, or `--items` for each of its sections.
    func itemCounts(overriding counts: [Int]) -> [Int] {
        guard let items else { return counts }
        return counts.map { _ in items }
    }

    private static func spec(_ insets: UIEdgeInsets) -> EdgeInsetsSpec {
        EdgeInsetsSpec(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}
