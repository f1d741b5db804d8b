/// What a reuse identifier is registered with.
enum RegisteredView {
    /// A class the collection view makes instances of.
    case viewClass(AnyClass)
    /// A nib, which would make the view; nib files are not loaded headless.
    case nib(UINib)
}
