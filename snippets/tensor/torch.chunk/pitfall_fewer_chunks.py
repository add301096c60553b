import torch

x = torch.arange(6)
parts = x.chunk(4)
print(len(parts), [p.tolist() for p in parts])   # 3 chunks, not 4
print(len(x.tensor_split(4)))                    # tensor_split gives exactly 4
a, b, c, d = x.chunk(4)
