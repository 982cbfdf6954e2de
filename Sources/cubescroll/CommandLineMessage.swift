/// One style for every one-line error, whoever wrote it (the project or ArgumentParser): it starts
/// in lower case, as `cubescroll: unknown scene 'x'` does, and ends without a full stop, since
/// `(see cubescroll … --help)` follows it.
enum CommandLineMessage {
    /// ArgumentParser's sentences in the project's style: "Missing value for '--out <DIR>'" →
    /// "missing value for '--out <DIR>'", "The value 'x' is invalid for '--fps <FPS>'. Please
    /// provide one of 'all' and 'images'." → "the value 'x' is invalid for '--fps <FPS>': use one
    /// of 'all' and 'images'". A first word that is a name (JUnit, GLSL: more than one capital)
    /// keeps its case.
    static func styled(_ message: String) -> String {
        var text = message.replacingOccurrences(of: ". Please provide one of ", with: ": use one of ")
        while text.hasSuffix(".") { text.removeLast() }
        let firstWord = text.prefix { $0.isLetter }
        if let first = firstWord.first, first.isUppercase, firstWord.dropFirst().allSatisfy(\.isLowercase) {
            text = first.lowercased() + text.dropFirst()
        }
        return text
    }
}
