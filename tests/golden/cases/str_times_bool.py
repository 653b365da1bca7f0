print('x' * True, True * 'ab')
