import torch

x = torch.zeros(2, 3, 4)
y = x.permute(0, 2, 1)
print(y.is_contiguous())
print(y.reshape(2, -1).shape)        # 必要时 reshape 会复制
y.view(2, -1)                        # view 做不到：内存布局不允许
