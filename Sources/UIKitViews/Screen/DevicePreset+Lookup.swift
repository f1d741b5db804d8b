internal import InternalUtilities

extension DevicePreset {
    /// The built-in preset called `name`, if there is one.
    ///
    /// The match forgives case, spaces and punctuation: `iphone-15-pro-max`,
    /// `iPhone 15 Pro Max` and `iphone15pro-max` all name the same preset. A preset answers
    /// to its ``identifier``, its ``name`` and its ``aliases``.
    public static func named(_ name: String) -> DevicePreset? {
        let key = normalizedName(name)
        guard !key.isEmpty else { return nil }
        return all.first { preset in preset.normalizedNames.contains(key) }
    }

    /// The built-in preset called `name` (matched as ``named(_:)`` does), or an
    /// ``UnknownDeviceError`` that lists the known identifiers and suggests the closest one.
    public static func lookUp(_ name: String) throws(UnknownDeviceError) -> DevicePreset {
        if let preset = named(name) { return preset }
        throw UnknownDeviceError(name: name, suggestion: suggestion(for: name)?.identifier, knownIdentifiers: all.map(\.identifier))
    }

    /// `name` reduced to what ``named(_:)`` compares: lower-case ASCII letters and digits,
    /// everything else dropped (`"iPhone 15 Pro-Max"` → `"iphone15promax"`).
    public static func normalizedName(_ name: String) -> String {
        String(String.UnicodeScalarView(name.lowercased().unicodeScalars.filter { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
        }))
    }

    /// The preset whose name is closest to `name` (`Suggestion.closest(to:among:)` over the
    /// normalized forms of every preset's identifier, name and aliases), if it is close
    /// enough to be a likely typo. `nil` when nothing is that close.
    static func suggestion(for name: String) -> DevicePreset? {
        let key = normalizedName(name)
        guard !key.isEmpty, let match = Suggestion.closest(to: key, among: all.flatMap(\.normalizedNames)) else {
            return nil
        }
        return all.first { $0.normalizedNames.contains(match) }
    }

    /// The normalized forms of the identifier, the name and every alias.
    private var normalizedNames: [String] {
        ([identifier, name] + aliases).map(Self.normalizedName)
    }
}

/// A device name that matches no built-in ``DevicePreset``. Its description is one line for
/// a person: the name given, the closest known identifier if one is close, and every known
/// identifier.
///
/// ```
/// unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15-pro-max'? Known devices: iphone-se, iphone-15, …
/// ```
public struct UnknownDeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name that was looked up, as given.
    public let name: String
    /// The identifier of the preset whose name is closest, if one is close enough.
    public let suggestion: String?
    /// The identifiers of every built-in preset, in catalog order.
    public let knownIdentifiers: [String]

    /// Creates the error for `name`.
    public init(name: String, suggestion: String?, knownIdentifiers: [String]) {
        self.name = name
        self.suggestion = suggestion
        self.knownIdentifiers = knownIdentifiers
    }

    /// The message, on one line.
    public var description: String {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "."
        return "unknown device '\(name)'\(hint) Known devices: \(knownIdentifiers.joined(separator: ", "))."
    }
}
