import torch

a = torch.arange(6.0)
v = a.view(2, 3)
print(v.is_set_to(a))                        # 同一块内存，但形状不同
print(a[1:].is_set_to(a))                    # 偏移量不同
print(v.untyped_storage().data_ptr() == a.untyped_storage().data_ptr())   # "是否共享内存？"
