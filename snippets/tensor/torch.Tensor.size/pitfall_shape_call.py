import torch

x = torch.zeros(2, 3)
print(x.size(1), x.shape[1])
x.shape(1)        # shape is an attribute, not a method
