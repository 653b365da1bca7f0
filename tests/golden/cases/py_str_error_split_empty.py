print('a b'.split(''))
