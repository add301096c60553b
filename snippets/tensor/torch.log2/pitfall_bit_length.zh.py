import torch

n = torch.tensor([2**24 - 1, 2**25 - 1])          # int64

bits = torch.floor(torch.log2(n)).long() + 1      # 以 float32 计算
print(bits)                                       # [25, 26]：各多了一位
print(torch.floor(torch.log2(n.double())).long() + 1)   # [24, 25]
print([int(v).bit_length() for v in n])
