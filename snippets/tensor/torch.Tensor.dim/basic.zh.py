import torch

x = torch.zeros(8, 3, 32, 32)
print(x.dim(), x.ndim, x.ndimension())   # 三种写法，同一个结果
print(torch.tensor(1.0).dim())           # 0 维张量

# 常见的防护：给单个样本加上批次维度
def as_batch(img):
    return img.unsqueeze(0) if img.dim() == 3 else img

print(as_batch(torch.zeros(3, 32, 32)).shape, as_batch(x).shape)
