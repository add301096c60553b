import torch

x = torch.tensor([1], dtype=torch.int32)
print(1 << 33)                 # Python int 会自动变长
print(x << 31)                 # 移进符号位：变成负数
print(x << 32, x << 33)        # 移位数达到位宽或更多：得到 0，而不是循环移位
print(torch.tensor([100], dtype=torch.int8) << 1)   # 溢出时悄悄回绕
print(x << -1)                 # 负的移位数得到 0（Python int 会报 ValueError）
print(x.long() << 33)          # 先换成更宽的数据类型
