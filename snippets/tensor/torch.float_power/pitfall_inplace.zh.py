import torch

x = torch.tensor([2.0, 3.0])                # float32

print(x.double().float_power_(2))           # float64 张量上可以
x.float_power_(2)                           # float64 结果不能写回 float32
