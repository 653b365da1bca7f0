print(format(None, '5'))
