struct Formatting {}
