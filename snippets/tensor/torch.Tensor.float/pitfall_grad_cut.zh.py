import torch

w = torch.tensor([1.5, 2.5], requires_grad=True)
print(w.double().requires_grad)   # float -> float：仍在计算图中
print(w.long().requires_grad)     # float -> int：脱离计算图，梯度不再流动
print(w.round().requires_grad)    # 仍是浮点数，保留计算图
