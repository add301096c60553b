import torch

x = torch.arange(4.0)
print(x.const_data_ptr() == x.data_ptr())  # 普通张量：地址相同

# torch._lazy_clone（内部接口）生成写时复制的副本，在写入之前与 x 共享内存
y = torch._lazy_clone(x)
print(y.const_data_ptr() == x.const_data_ptr())  # 只读访问：仍然共享
print(y.data_ptr() == x.data_ptr())  # data_ptr() 可能被用来写入，所以 y 先复制出自己的一份
print(y.const_data_ptr() == x.const_data_ptr())
