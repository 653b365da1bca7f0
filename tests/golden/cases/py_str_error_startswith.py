print('a'.startswith(1))
