import torch

freqs = torch.tensor([10, 100, 1000])

print(freqs.log10())         # 新的 float32 张量
freqs.log10_()               # 原地写入 int64：被拒绝
