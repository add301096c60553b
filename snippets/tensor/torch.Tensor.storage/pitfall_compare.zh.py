import torch

x = torch.arange(6, dtype=torch.float32)
y = x.view(2, 3)                      # 肯定共享内存

print(x.storage() == y.storage())     # 每次调用都返回一个新的包装对象
print(x.storage() is x.storage())
print(x.untyped_storage().data_ptr() == y.untyped_storage().data_ptr())
