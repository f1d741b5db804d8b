/// How UIKit's messages write identifiers: one alone as `%@` does, several as Foundation
/// describes a set or an array. Identifiers are written with `String(describing:)`, which is
/// what a Swift value bridged to Objective-C prints; strings are not quoted as Foundation
/// quotes some of them.
enum IdentifierText {
    /// One identifier.
    static func one(_ identifier: some Any) -> String {
        String(describing: identifier)
    }

    /// Several identifiers as an `NSSet` describes itself: `{(` then one per line, `)}`.
    static func set(_ identifiers: some Sequence) -> String {
        "{(\n" + lines(identifiers) + "\n)}"
    }

    /// Several identifiers as an `NSArray` describes itself: `(` then one per line, `)`.
    static func array(_ identifiers: some Sequence) -> String {
        "(\n" + lines(identifiers) + "\n)"
    }

    /// Identifiers joined as UIKit's update description lists them: `[a,b]`.
    static func list(_ identifiers: some Sequence) -> String {
        "[" + identifiers.map { String(describing: $0) }.joined(separator: ",") + "]"
    }

    private static func lines(_ identifiers: some Sequence) -> String {
        identifiers.map { "    " + String(describing: $0) }.joined(separator: ",\n")
    }
}
