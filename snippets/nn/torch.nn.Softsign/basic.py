import torch
import torch.nn.functional as F

x = torch.tensor([-10.0, -1.0, 0.0, 1.0, 10.0])
print(torch.nn.Softsign()(x))  # x / (1 + |x|)
print(torch.tanh(x))  # tanh reaches +-1 much sooner
print(F.softsign(torch.tensor([3])))  # integer input gives a float result
