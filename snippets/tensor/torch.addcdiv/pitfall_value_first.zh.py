import torch

param = torch.tensor([1.0, 1.0])
grad = torch.tensor([0.5, 0.5])
denom = torch.tensor([1.0, 2.0])

param.addcdiv_(-0.1, grad, denom)      # 旧的“系数在前”写法：仍能运行，但会警告
print(param)
