import numpy as np
import torch

x = torch.ones(2, 3)
w = torch.nn.Parameter(torch.zeros(3))

print(torch.is_tensor(x))                 # a plain tensor
print(torch.is_tensor(w))                 # Parameter is a Tensor subclass
print(torch.is_tensor(torch.tensor(5)))   # 0-D tensors count too
print(torch.is_tensor(np.ones(3)))        # a NumPy array is not a tensor
print(torch.is_tensor(3.0))               # neither is a Python number
print(torch.is_tensor([x, x]))            # nor a list of tensors
print(torch.is_tensor(x) == isinstance(x, torch.Tensor))
