import torch

# 本意：形状为 (3,) 的 N(0, 1) 样本
torch.normal(0.0, 1.0)   # 两个参数都是数字时需要 size=...，没有可以照搬的形状
