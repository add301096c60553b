import torch

x = torch.arange(6, dtype=torch.float32)

v = x.view(2, 3)        # 视图：首元素相同，地址相同
c = x.clone()           # 副本：新的内存
s = x[2:]               # 切片：同一块内存，起始位置往后 2 个元素

print(v.data_ptr() == x.data_ptr())
print(c.data_ptr() == x.data_ptr())
print(s.data_ptr() - x.data_ptr())                 # 2 个元素 * 4 字节
print(s.data_ptr() - x.data_ptr() == s.storage_offset() * x.element_size())
print(x.to(torch.float32).data_ptr() == x.data_ptr())   # 无操作的 .to() 返回 x 本身
