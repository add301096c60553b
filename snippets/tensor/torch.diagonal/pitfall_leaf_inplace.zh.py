import torch

torch.manual_seed(0)
W = torch.randn(3, 3, requires_grad=True)

self_links = torch.eye(3, dtype=torch.bool)
W_no_self = W.masked_fill(self_links, 0.0)   # 非原地：梯度照常回传
print(W_no_self.diagonal())

W.diagonal().fill_(0.0)                      # 对需要梯度的叶子张量的视图做原地操作
