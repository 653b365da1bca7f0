print('{'.format(1))
