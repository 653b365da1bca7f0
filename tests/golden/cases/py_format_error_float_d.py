print(format(1.5, 'd'))
