import torch

x = torch.zeros(1024, 1024)

print(x.element_size())     # a method
print(x.itemsize, x.nbytes) # plain int attributes
print(x.nbytes())           # calling an int
