import torch

a = torch.arange(6.0)                     # 6 个 float32 元素：24 字节
s = a.untyped_storage()
t = torch.empty(0).set_(s, 4, (3,))       # 需要第 4、5、6 个元素：越过末尾一个
print(s.nbytes(), a.untyped_storage().nbytes())   # 没有报错：共享的存储被扩大了
print(t[:2])
