/// Module `SwiftyLayout`: see README.md for what it holds.
enum SwiftyLayoutModule {}
