extension UITextField {
    /// The border a text field draws. The raw values are UIKit's.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel, as if inset.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, the left and right views) shows. The raw
    /// values are UIKit's.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While the field is being edited.
        case whileEditing = 1
        /// While the field is not being edited.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended. The raw values are UIKit's.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
        /// Editing was cancelled (on tvOS).
        case cancelled = 1
    }
}
