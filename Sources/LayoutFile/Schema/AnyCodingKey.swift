/// A coding key for keys known only at run time (a group's kind, a supplementary kind in
/// `measuredSizes.supplementaries`) or shared by two key sets (a section entry).
struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init(_ key: some CodingKey) { stringValue = key.stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
