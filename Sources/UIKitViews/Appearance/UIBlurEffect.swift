/// A blur of what lies behind a view, shown by a ``UIVisualEffectView``; stored, never drawn.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's material.
    public enum Style: Int, Sendable {
        /// A light blur.
        case extraLight = 0
        /// A light blur, less so.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// The regular blur, adapting to the interface style.
        case regular = 4
        /// A prominent blur, adapting to the interface style.
        case prominent = 5
        /// The thinnest adaptive material.
        case systemUltraThinMaterial = 6
        /// A thin adaptive material.
        case systemThinMaterial = 7
        /// The standard adaptive material.
        case systemMaterial = 8
        /// A thick adaptive material.
        case systemThickMaterial = 9
        /// The chrome (bar) material.
        case systemChromeMaterial = 10
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// The standard material, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// The standard material, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The blur's material.
    public let style: Style

    /// Creates a blur of `style`.
    nonisolated public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// The vibrancy that makes content over a blur stand out, shown by a ``UIVisualEffectView``
/// inside a blur's; stored, never drawn.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// How strongly content stands out.
    public enum Style: Int, Sendable {
        /// For primary text.
        case label = 0
        /// For secondary text.
        case secondaryLabel = 1
        /// For tertiary text.
        case tertiaryLabel = 2
        /// For quaternary text.
        case quaternaryLabel = 3
        /// For filled shapes.
        case fill = 4
        /// For secondary filled shapes.
        case secondaryFill = 5
        /// For tertiary filled shapes.
        case tertiaryFill = 6
        /// For separators.
        case separator = 7
    }

    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// How strongly content stands out.
    public let style: Style

    /// Creates the vibrancy of `style` for content over `blurEffect`.
    nonisolated public init(blurEffect: UIBlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
