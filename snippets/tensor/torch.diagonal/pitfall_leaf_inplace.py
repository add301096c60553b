import torch

torch.manual_seed(0)
W = torch.randn(3, 3, requires_grad=True)

self_links = torch.eye(3, dtype=torch.bool)
W_no_self = W.masked_fill(self_links, 0.0)   # out of place: gradients still flow
print(W_no_self.diagonal())

W.diagonal().fill_(0.0)                      # in place on a view of a leaf that requires grad
