import torch

torch.use_deterministic_algorithms(True)

buf = torch.empty(2, 3)          # 通常是内存里原有的任意内容
print(buf)                       # 现在被有意填成 NaN
counts = torch.empty(3, dtype=torch.int64)
print(counts)                    # 整数则填成该类型的最大值

partial = torch.empty(4)
partial[:2] = 1.0                # 只写了一半
print(partial.sum())             # 忘了写的那一半以 NaN 的形式暴露出来
