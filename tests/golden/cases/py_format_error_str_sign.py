print(format('a', '+'))
