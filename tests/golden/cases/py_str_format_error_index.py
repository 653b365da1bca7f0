print('{} {}'.format(1))
