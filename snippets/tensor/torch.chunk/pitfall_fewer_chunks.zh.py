import torch

x = torch.arange(6)
parts = x.chunk(4)
print(len(parts), [p.tolist() for p in parts])   # 得到 3 块，而不是 4 块
print(len(x.tensor_split(4)))                    # tensor_split 恰好给出 4 块
a, b, c, d = x.chunk(4)
