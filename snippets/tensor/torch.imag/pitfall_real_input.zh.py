import torch

signal = torch.tensor([1.0, 2.0, 3.0])   # 实数张量，例如实值模型的输出
print(signal.real)                       # real 对实数张量可用
signal.imag                              # imag 不行
