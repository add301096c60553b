import torch

x = torch.tensor([10, 20, 30, 40])
extra = torch.tensor([1, 0, 0, 0])          # 整数 0/1 掩码，比如从文件读入

mask = (x > 25) | extra
print(mask.dtype, x[mask])                  # int64：被当成下标，而不是掩码
print(x[(x > 25) | extra.bool()])           # bool | bool 仍是 bool：10, 30, 40
