import torch

x = torch.arange(6, dtype=torch.float32)

s = x.storage()                      # 会发出 TypedStorage 弃用警告
print(type(s).__name__, s.dtype, len(s))           # 有类型存储：长度按元素计
print(s.untyped().nbytes())                         # 其背后的字节数

u = x.untyped_storage()              # 替代写法：没有警告，长度按字节计
print(type(u).__name__, len(u))
print(s.data_ptr() == u.data_ptr())
