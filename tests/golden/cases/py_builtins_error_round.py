print(round('a'))
