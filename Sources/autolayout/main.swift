print("autolayout: not yet")
