import torch

w = torch.zeros(3, requires_grad=True)
with torch.no_grad():
    w.set_(torch.ones(3))            # autograd 不记录时允许
print(w)
w.set_(torch.full((3,), 2.0))        # 同样的调用，autograd 正在记录
