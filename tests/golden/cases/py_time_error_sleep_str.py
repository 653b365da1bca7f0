import time
time.sleep('a')
