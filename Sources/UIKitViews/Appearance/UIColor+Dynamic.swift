extension UIColor {
    /// A dynamic color whose value `dynamicProvider` gives for a trait collection. The provider
    /// is asked once for the light and once for the dark appearance when the color is made
    /// (traits other than ``UITraitCollection/userInterfaceStyle`` are unspecified), and
    /// ``resolvedColor(with:)`` picks between the answers as it does for system colors.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        func value(_ style: UIUserInterfaceStyle) -> Components {
            let traits = UITraitCollection(userInterfaceStyle: style)
            let color = dynamicProvider(traits).resolvedColor(with: traits)
            return Components(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
        let light = value(.light)
        let dark = value(.dark)
        self.init(light: light, dark: light == dark ? nil : dark, systemName: nil)
    }

    /// The color named `name` in the app's asset catalogue: always `nil` headless, where there
    /// is no catalogue to load from.
    public convenience init?(named name: String) {
        return nil
    }

    /// The color named `name` in `bundle`'s asset catalogue for `traitCollection`: always `nil`
    /// headless, where there is no catalogue to load from.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    /// The tint color of the view that shows it; headless, where a color does not know its
    /// view, the system blue's values, as UIKit's default tint.
    public static let tintColor = UIColor(
        light: Components(red: 0, green: 122.0 / 255, blue: 1, alpha: 1),
        dark: Components(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 1), systemName: "tintColor")
}
