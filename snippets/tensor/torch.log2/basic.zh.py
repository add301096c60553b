import torch

x = torch.tensor([1.0, 2.0, 8.0, 0.5, 0.0])
print(torch.log2(x))                        # log2(0) = -inf

print(torch.log2(torch.tensor([1024])))     # 整数输入：结果为 float32

p = torch.tensor([0.5, 0.25, 0.25])
print(-(p * torch.log2(p)).sum())           # 以比特为单位的熵
