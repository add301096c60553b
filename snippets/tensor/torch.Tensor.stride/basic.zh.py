import torch

x = torch.zeros(2, 3, 4)
print(x.stride())                   # (12, 4, 1)：行优先，以元素为单位
print(x.stride(0), x.stride(-1))    # 指定单个维度：返回 int

print(x.transpose(0, 2).stride())   # 转置只交换步长
print(x[:, ::2].stride())           # 间隔 2 取元素会使步长翻倍
print(torch.zeros(1, 3).expand(4, 3).stride())   # expand：步长为 0，不复制

# 元素 (i, j, k) 位于存储中偏移量 i*s0 + j*s1 + k*s2 处
i, j, k = 1, 2, 3
s0, s1, s2 = x.stride()
print(i * s0 + j * s1 + k * s2 == torch.arange(24).reshape(2, 3, 4)[i, j, k].item())
