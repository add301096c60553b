import torch

x = torch.tensor([2.0, 3.0])                # float32

print(x.double().float_power_(2))           # works on a float64 tensor
x.float_power_(2)                           # the float64 result cannot be stored in float32
