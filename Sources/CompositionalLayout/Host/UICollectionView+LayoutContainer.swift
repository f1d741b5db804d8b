internal import LayoutCore

extension UICollectionView {
    /// The engine's description of where the layout is shown.
    var layoutContainer: Container {
        let safeArea = Self.core(directionalInsets(safeAreaInsets))
        let margins = safeArea + Self.core(directionalLayoutMargins)
        let marginWidth = Double(bounds.size.width) - margins.leading - margins.trailing
        let narrowing = max(0, (marginWidth - Double(Self.readableContentWidth)) / 2)
        let readable = DirectionalInsets(
            top: margins.top, leading: margins.leading + narrowing, bottom: margins.bottom,
            trailing: margins.trailing + narrowing)
        return Container(
            size: Size(width: Double(bounds.size.width), height: Double(bounds.size.height)),
            safeAreaInsets: safeArea, layoutMargins: margins, readableContentInsets: readable,
            pixelGrid: PixelGrid(scale: Double(traitCollection.displayScale)),
            layoutDirection: LayoutDirection(effectiveUserInterfaceLayoutDirection))
    }

    /// The environment a section provider sees (SC-4): the container is the bounds size,
    /// inset on the cross axis by the configuration's reference insets; the traits carry
    /// the effective layout direction.
    func layoutEnvironment(for configuration: UICollectionViewCompositionalLayoutConfiguration)
        -> LayoutEnvironmentValue
    {
        let core = layoutContainer
        let reference = ContentInsetsReference(configuration.contentInsetsReference)
        let mainAxis = Axis(configuration.scrollDirection)
        let insets = core.insets(for: reference).zeroing(mainAxis)
        let container = LayoutContainerValue(
            contentSize: bounds.size,
            contentInsets: NSDirectionalEdgeInsets(
                top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
        let direction = UITraitEnvironmentLayoutDirection(effectiveUserInterfaceLayoutDirection)
        let traits = UITraitCollection(traitsFrom: [traitCollection, UITraitCollection(layoutDirection: direction)])
        return LayoutEnvironmentValue(container: container, traitCollection: traits)
    }

    private static func core(_ insets: NSDirectionalEdgeInsets) -> DirectionalInsets {
        LayoutSnapshot.convert(insets)
    }
}
