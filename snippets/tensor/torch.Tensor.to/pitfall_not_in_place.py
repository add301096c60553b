import torch

x = torch.arange(3)
x.to(torch.float32)              # result thrown away: x is unchanged
print(x.dtype)
x = x.to(torch.float32)          # assign the result
print(x.dtype)

# nn.Module.to is different: it converts the module in place and returns it
m = torch.nn.Linear(2, 2)
m.to(torch.float64)
print(m.weight.dtype)
