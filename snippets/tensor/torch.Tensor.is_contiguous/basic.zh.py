import torch

x = torch.arange(12).reshape(3, 4)
print(x.is_contiguous())                     # 新建的张量：行优先
print(x.t().is_contiguous())                 # 转置：步长互换
print(x[:, 1:].is_contiguous(), x[1:].is_contiguous())   # 列切片与行切片
print(x.t().contiguous().is_contiguous())    # contiguous() 生成行优先的副本

# 大小为 1 的维度不影响判断
print(torch.zeros(3, 1).t().is_contiguous())

# channels_last 在它自己的内存格式下是连续的
img = torch.zeros(2, 3, 4, 5).to(memory_format=torch.channels_last)
print(img.is_contiguous(), img.is_contiguous(memory_format=torch.channels_last))
