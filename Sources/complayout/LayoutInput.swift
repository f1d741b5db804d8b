import ArgumentParser

/// What a command lays out: a layout file (JSON or YAML) or a built-in example, exactly one.
struct LayoutInput: ParsableArguments {
    /// `FILE`: a layout file.
    @Argument(help: ArgumentHelp("A layout file (.json, .yaml or .yml).", valueName: "file"))
    var file: String?

    /// `--example NAME`: a built-in example, by its exact name.
    @Option(help: "A built-in example to lay out instead of a file (see `complayout examples`).")
    var example: String?

    /// Options with nothing given; ArgumentParser fills them in.
    init() {}

    /// Exactly one of a file and an example; a file's name is not empty (an empty path
    /// would be read as the current directory).
    func validate() throws {
        switch (file, example) {
        case (nil, nil): throw ValidationError("Give a layout file or --example NAME.")
        case (.some, .some): throw ValidationError("Give a layout file or --example NAME, not both.")
        case (.some(""), nil): throw ValidationError("The layout file's name is empty.")
        default: break
        }
    }

    /// A short name for the layout: the file's name without its folder, or the example's.
    var title: String {
        if let example { return example }
        return file.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "layout"
    }
}
