import torch

r = torch.arange(6.0).reshape(2, 3)
rh = r.H  # 转置后的视图：共享内存，但不连续
print(rh.is_contiguous(), rh.data_ptr() == r.data_ptr())
print(rh.reshape(6))  # reshape 必要时会复制
rh.view(6)            # view 不行
