import torch

x = torch.tensor([1.0, 3.0])
print(torch.ldexp(x, torch.tensor(4)))   # a 0-d tensor broadcasts
torch.ldexp(x, 4)                        # a Python int is refused
