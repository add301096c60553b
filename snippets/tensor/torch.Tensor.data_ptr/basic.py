import torch

x = torch.arange(6, dtype=torch.float32)

v = x.view(2, 3)        # a view: same first element, same address
c = x.clone()           # a copy: new memory
s = x[2:]               # a slice: same memory, starts 2 elements later

print(v.data_ptr() == x.data_ptr())
print(c.data_ptr() == x.data_ptr())
print(s.data_ptr() - x.data_ptr())                 # 2 elements * 4 bytes
print(s.data_ptr() - x.data_ptr() == s.storage_offset() * x.element_size())
print(x.to(torch.float32).data_ptr() == x.data_ptr())   # no-op .to() returns x itself
