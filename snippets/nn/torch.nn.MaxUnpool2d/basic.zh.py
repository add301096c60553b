import torch
import torch.nn.functional as F

x = torch.tensor([[[[1.0, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]]])
pool = torch.nn.MaxPool2d(2, return_indices=True)  # 必须返回索引
unpool = torch.nn.MaxUnpool2d(2)

out, idx = pool(x)
print(idx)
print(unpool(out, idx))  # 最大值放回原位，其余位置为 0
print(torch.equal(F.max_unpool2d(out, idx, 2), unpool(out, idx)))

odd = torch.arange(25.0).view(1, 1, 5, 5)
out, idx = pool(odd)
print(unpool(out, idx, output_size=odd.shape).shape)  # 传入原始尺寸
