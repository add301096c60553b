import torch

for dtype in (torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.bool, torch.complex64):
    x = torch.zeros(3, 4, dtype=dtype)
    print(dtype, x.element_size(), x.itemsize, x.nbytes)

x = torch.zeros(3, 4)
print(x.numel() * x.element_size() == x.nbytes)   # bytes of the elements the tensor shows
print(torch.float16.itemsize)                      # the dtype knows its size too
