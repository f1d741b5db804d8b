import Foundation

/// A UIKit value the layout file spells as one word, the name of the UIKit case it stands for
/// (`groupPagingCentered`, `insetGrouped`).
///
/// Each conforming type has one table of its values and their words, read in both directions:
/// the loader turns a word into the value, the exporter writes a value as its word, and
/// decoding lists the table's words when a file uses another one.
public protocol LayoutFileEnum: Hashable, Sendable, Encodable {
    /// Every value the file can name, with its word, in the order the format reference lists
    /// them.
    static var fileWords: [(value: Self, word: String)] { get }
}

extension LayoutFileEnum {
    /// The words of the format, in the table's order.
    public static var allFileWords: [String] { fileWords.map(\.word) }

    /// The value `word` names, or `nil` when the format has no such word.
    public init?(fileWord word: String) {
        guard let entry = Self.fileWords.first(where: { $0.word == word }) else { return nil }
        self = entry.value
    }

    /// The file's word for the value, or `nil` for a value the file cannot name (a raw
    /// deceleration rate, a set of several edges).
    public var fileWord: String? {
        Self.fileWords.first { $0.value == self }?.word
    }

    /// Writes the value's word; a value without one cannot be written.
    public func encode(to encoder: any Encoder) throws {
        try encodeFileWord(to: encoder)
    }

    func encodeFileWord(to encoder: any Encoder) throws {
        guard let word = fileWord else {
            let context = EncodingError.Context(
                codingPath: encoder.codingPath, debugDescription: "no word of the layout file names \(self)")
            throw EncodingError.invalidValue(self, context)
        }
        var container = encoder.singleValueContainer()
        try container.encode(word)
    }
}

// The standard library writes a value with an integer raw value as that integer; these
// more specific defaults write the word instead.

extension LayoutFileEnum where Self: RawRepresentable, RawValue == Int {
    /// Writes the value's word, not its raw value.
    public func encode(to encoder: any Encoder) throws {
        try encodeFileWord(to: encoder)
    }
}

extension LayoutFileEnum where Self: RawRepresentable, RawValue == UInt {
    /// Writes the value's word, not its raw bit mask.
    public func encode(to encoder: any Encoder) throws {
        try encodeFileWord(to: encoder)
    }
}

extension LayoutFileEnum where Self: RawRepresentable, RawValue == String {
    /// Writes the value's word.
    public func encode(to encoder: any Encoder) throws {
        try encodeFileWord(to: encoder)
    }
}
