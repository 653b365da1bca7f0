print('%d' % (1, 2))
