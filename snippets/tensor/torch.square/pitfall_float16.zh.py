import torch

activations = torch.tensor([300.0, 2.0], dtype=torch.float16)

print(activations.square())                 # 90000 > 65504（float16 的最大值）：inf
print(activations.float().square())         # 数值可能较大时，用 float32 计算平方
