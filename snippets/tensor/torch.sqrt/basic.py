import torch

x = torch.tensor([0.0, 1.0, 4.0, 2.0])
print(torch.sqrt(x))
print(torch.tensor([4, 9]).sqrt())          # integer input gives float32
print(torch.sqrt(torch.tensor([-4.0])))     # negative real input: nan
print(torch.sqrt(torch.tensor([-4.0 + 0j])))  # complex input: 2j

d_k = 64
print(1 / d_k ** 0.5)                       # scaling a Python number: no tensor needed
