/// The conversation's text: a fixed set of phrases, picked per bubble by a fixed rule, so a
/// layout of any length is deterministic and cheap (each phrase is wrapped once).
enum MessagePhrases {
    static let all = [
        "Hey! Are you coming tonight?",
        "Yes, just leaving work now",
        "Great",
        "Can you pick up some bread on the way? The bakery on the corner is still open",
        "Sure",
        "Which one, the round loaf or the long one?",
        "The round one, please. Thanks!",
        "On my way",
        "Traffic is terrible, might be 10 minutes late",
        "No rush, the others aren't here yet either",
        "OK",
        "Did you see the game last night?",
        "Only the second half. That last goal!",
        "I still can't believe it",
        "lol",
        "Parking now",
        "See you in a minute",
        "Bring the board game if you still have it",
    ]

    /// Whether bubble `i` is one the user sent (right side): two of every five, in runs, as a
    /// conversation alternates.
    static func isSent(_ i: Int) -> Bool { (i * 7 + 3) % 5 < 2 }

    /// The phrase bubble `i` shows.
    static func phrase(for i: Int) -> Int { (i * 11 + i / all.count) % all.count }
}
