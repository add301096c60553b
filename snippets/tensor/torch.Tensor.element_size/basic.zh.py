import torch

for dtype in (torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.bool, torch.complex64):
    x = torch.zeros(3, 4, dtype=dtype)
    print(dtype, x.element_size(), x.itemsize, x.nbytes)

x = torch.zeros(3, 4)
print(x.numel() * x.element_size() == x.nbytes)   # 张量所呈现元素的字节数
print(torch.float16.itemsize)                      # dtype 本身也知道元素大小
