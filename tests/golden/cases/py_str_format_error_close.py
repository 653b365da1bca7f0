print('}'.format(1))
