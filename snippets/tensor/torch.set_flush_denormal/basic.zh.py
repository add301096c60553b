import torch

tiny = torch.finfo(torch.float32).tiny      # float32 最小的规格化数，约 1.18e-38
x = torch.tensor([1e-39, 1e-30])            # 1e-39 小于 tiny：是一个非规格化数
print(x * 1, tiny)

print(torch.set_flush_denormal(True))       # True：这颗 CPU 支持冲零
print(x * 1)                                # 非规格化数现在被当作 0
print(torch.tensor([1e-320], dtype=torch.float64) * 1)   # float64 的非规格化数同样被冲零

print(torch.set_flush_denormal(False))      # 恢复默认
print(x * 1)
