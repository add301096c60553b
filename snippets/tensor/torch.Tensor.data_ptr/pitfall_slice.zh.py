import torch

x = torch.zeros(4)
tail = x[1:]

print(tail.data_ptr() == x.data_ptr())   # False，但其实并没有复制
tail[0] = 7.0
print(x)                                 # 写入会反映到 x 上：内存是共享的

# 应比较存储，而不是首元素地址
print(tail.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
