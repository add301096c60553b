import torch

w = torch.ones(3, requires_grad=True)

with torch.no_grad():
    w.neg_()                     # 允许：autograd 不记录
print(w)
w.neg_()                         # 会被 autograd 记录的原地修改，而 w 是需要梯度的叶子张量
