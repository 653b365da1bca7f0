import math as m
import random as r
import copy
import sys
import time
print(m.sqrt(9), m)
print(r)
print(copy)
print(type(m), type(m.sqrt), type(r.randint), type(r.random), type(copy.copy), type(len), type(print))
