import torch

row = torch.ones(1, 1000)
big = row.expand(1000, 1000)        # 广播视图，没有复制任何数据

print(big.nbytes)                                 # 按元素个数算是 4 MB
print(big.untyped_storage().nbytes())             # 实际只分配了 4 kB

window = torch.zeros(1_000_000)[:10]              # 大缓冲区中的一小段切片
print(window.nbytes, window.untyped_storage().nbytes())
