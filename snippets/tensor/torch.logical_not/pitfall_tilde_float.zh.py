import torch

weights = torch.tensor([0.0, 0.7, 0.0])

print(torch.logical_not(weights))   # 权重为零处为 True
~weights                            # ~ 是按位取反：不接受浮点数
