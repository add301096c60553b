import torch

w = torch.tensor([1.3, 2.7], requires_grad=True)

torch.round(w).sum().backward()
print(w.grad)                          # 处处为 0：舍入函数几乎处处平坦

w.grad = None
ste = w + (torch.round(w) - w).detach()   # 直通估计器（STE）：前向做舍入，反向按恒等映射
ste.sum().backward()
print(ste, w.grad)
