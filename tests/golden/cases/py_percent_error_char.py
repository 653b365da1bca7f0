print('%y' % 1)
