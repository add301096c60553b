import torch

buf = torch.empty(2, 3)          # 已分配内存，但内容未设置
print(buf.shape, buf.dtype)

buf.fill_(0.5)                   # 一定要先写后读
print(buf)

# 典型用法：逐块填充的缓冲区
out = torch.empty(4, dtype=torch.long)
for i in range(4):
    out[i] = i * i
print(out)

# 用作 out= 的输出缓冲区
res = torch.empty(3)
torch.add(torch.ones(3), 1, out=res)
print(res)
