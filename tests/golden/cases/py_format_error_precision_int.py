print(format(5, '.2'))
