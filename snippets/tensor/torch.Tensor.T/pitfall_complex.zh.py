import torch

a = torch.tensor([[1 + 2j, 3j]])
# 不会报错：T 不做共轭
print(a.T)
print(a.H)                            # 共轭转置
