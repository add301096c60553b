import torch

base = torch.zeros(1000)
big = base.expand(64, 1000)               # 第 0 维步长为 0 的视图
print(big.numel())                        # 逻辑上的元素个数
print(big.untyped_storage().nbytes() // big.element_size())   # 实际存储的元素个数
