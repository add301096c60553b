import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
v = w.clone()
v[0] = 5.0                # fine: the clone is not a leaf
print(v)
w[0] = 5.0                # in-place write into a leaf that requires grad
