import torch

weight = torch.nn.Parameter(torch.tensor([[3.0, 4.0]]))
with torch.no_grad():
    weight.renorm_(2, 0, 1.0)           # fine outside autograd
print(weight)
weight.renorm_(2, 0, 1.0)               # the same call with autograd recording
