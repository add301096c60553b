import torch

x = torch.arange(6, dtype=torch.float32)
s = x.untyped_storage()

print(type(s).__name__, s.device)
print(s.nbytes(), len(s))                 # 以字节计而非元素：6 * 4
print(list(s[:4]))                        # x[0] == 0.0 的原始字节

tail = x[2:].view(2, 2)                   # x 的一部分的视图
print(tail.untyped_storage().data_ptr() == s.data_ptr())   # 同一块缓冲区
print(tail.untyped_storage().nbytes(), tail.storage_offset())

y = torch.empty(0).set_(s, 0, (3,))       # 建立在相同字节上的另一个张量
y[0] = 10.0
print(x[:3])
