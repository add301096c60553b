import torch

x = torch.arange(6, dtype=torch.float32)
tail = x[2:]                          # 4 个元素

s = tail.storage()
print(tail.numel(), len(s))           # 存储是整个缓冲区：6
print(s[0], tail[0].item())           # 索引 0 对应 x[0]，而不是 tail[0]
print(s[tail.storage_offset()])       # 切片从它的 storage_offset 处开始
