import CompositionalLayout
import LayoutFile

extension HostOptions {
    /// Applies the options over a layout file's own host section: the device's screen,
    /// scale, safe area and size classes first, then each number given explicitly, then
    /// direction, content offset and `--items` (every section's item count). What the
    /// options leave out keeps the file's value. Throws a ``ToolError`` for an unknown
    /// device.
    func apply(to document: inout LayoutFileDocument) throws {
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
            overrides.horizontalSizeClass = Self.spec(classes.horizontal)
            overrides.verticalSizeClass = Self.spec(classes.vertical)
        }
        if let width { overrides.width = width }
        if let height { overrides.height = height }
        if let scale { overrides.scale = scale }
        if let safeArea, let insets = Self.insets(safeArea) { overrides.safeAreaInsets = Self.spec(insets) }
        if rtl { overrides.layoutDirection = .rightToLeft }
        if let offset, let point = Self.point(offset) { overrides.contentOffset = PointSpec(x: Double(point.x), y: Double(point.y)) }
        document.host = (document.host ?? HostSpec()).overriding(with: overrides)
        if let items {
            for index in document.sections.indices { document.sections[index].numberOfItems = items }
        }
    }

    private static func spec(_ insets: UIEdgeInsets) -> EdgeInsetsSpec {
        EdgeInsetsSpec(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }

    private static func spec(_ sizeClass: UIUserInterfaceSizeClass) -> SizeClassSpec? {
        switch sizeClass {
        case .compact: return .compact
        case .regular: return .regular
        default: return nil
        }
    }
}
