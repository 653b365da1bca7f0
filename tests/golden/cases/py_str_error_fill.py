print('a'.center(5, 'ab'))
